import { usernameSchema } from '@athcare/shared/auth.schema';
import {
  type SharePersonForm,
  sharePersonFormSchema,
  sharePersonMessages,
} from '@athcare/shared/locker.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon, SearchIcon, UserCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import {
  displayName,
  isLiveShare,
  type PersonShare,
  profileByUsernameQueryOptions,
  type PublicProfile,
  type SharePermission,
  type ShareTarget,
  usePeopleShares,
  useRevokePersonShare,
  useSharePerson,
} from '../api/asset-access';
import { formatDate } from '@/lib/format';
import { lockerErrorMessage } from '../lib/locker-errors';
import { Select } from '@/components/ui/native-controls';
import { FormAlert } from '@/components/ui/alert';

export const shareMessages = sharePersonMessages;

const expiryChoices = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'custom', label: 'Custom date' },
] as const satisfies readonly { value: SharePersonForm['expiry']; label: string }[];
type ExpiryChoice = SharePersonForm['expiry'];

/** yyyy-mm-dd of a local date (what <input type="date"> takes). */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** When the access ends: N days from now, or the end of a chosen day (local time); null if invalid. */
export function expiryFrom(
  choice: ExpiryChoice,
  customDay: string,
  now = new Date(),
): string | null {
  if (choice !== 'custom')
    return new Date(now.getTime() + Number(choice) * 86_400_000).toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(customDay);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  return end.getTime() > now.getTime() ? end.toISOString() : null;
}

const permissionLabel = (permission: SharePermission) =>
  permission === 'download' ? 'Can view and download' : 'Can view only';

function ShareRow({
  share,
  onRevoke,
}: {
  share: PersonShare;
  onRevoke: (share: PersonShare) => void;
}) {
  const who = share.grantee ? displayName(share.grantee) : 'A former member';
  const live = isLiveShare(share);
  const permission: SharePermission =
    share.permissions === 'download' && share.allowDownloads ? 'download' : 'view';
  return (
    <li className="flex flex-wrap items-center gap-2 p-3 text-sm">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {who}
          {share.grantee && (
            <span className="font-normal text-muted-foreground"> @{share.grantee.username}</span>
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          {permissionLabel(permission)}
          {' · '}
          {!live
            ? 'expired'
            : share.expiresAt
              ? `until ${formatDate(share.expiresAt, { withTime: true })}`
              : 'no end date'}
          {' · '}
          {share.viewCount} views, {share.downloadCount} downloads
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Revoke access for ${who}`}
        onClick={() => onRevoke(share)}
      >
        Revoke
      </Button>
    </li>
  );
}

/**
 * "Share with a person": find a member by username, confirm who it is, choose view or download and
 * when the access ends; list the people with access and revoke (confirmed). For a file or a folder
 * (a folder share covers everything in it).
 */
export function ShareWithPerson({
  ownerId,
  target,
  itemName,
}: {
  ownerId: string;
  target: ShareTarget;
  itemName: string;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const shares = usePeopleShares(ownerId, target);
  const share = useSharePerson(ownerId);
  const revoke = useRevokePersonShare(ownerId);
  const [username, setUsername] = useState('');
  const [person, setPerson] = useState<PublicProfile | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const { register, handleSubmit, watch, setError, clearErrors, formState } =
    useForm<SharePersonForm>({
      resolver: zodResolver(sharePersonFormSchema),
      defaultValues: { permission: 'view', expiry: '7', customDay: '' },
    });
  const expiry = watch('expiry');
  const [confirming, setConfirming] = useState<PersonShare | null>(null);
  const tomorrow = isoDay(new Date(Date.now() + 86_400_000));

  const lookUp = async () => {
    setLookupError(null);
    clearErrors();
    share.reset();
    setPerson(null);
    const parsed = usernameSchema.safeParse(username);
    if (!parsed.success) {
      setLookupError(parsed.error.issues[0]?.message ?? shareMessages.noSuchMember);
      return;
    }
    setLooking(true);
    try {
      const found = await queryClient.fetchQuery(profileByUsernameQueryOptions(parsed.data));
      if (!found) setLookupError(shareMessages.noSuchMember);
      else if (found.id === ownerId) setLookupError(shareMessages.notYourself);
      else setPerson(found);
    } catch (error) {
      setLookupError(lockerErrorMessage(error));
    } finally {
      setLooking(false);
    }
  };

  const submit = handleSubmit(({ permission, expiry, customDay }) => {
    if (!person) return;
    const expiresAt = expiryFrom(expiry, customDay);
    if (!expiresAt) {
      setError('customDay', { type: 'validate', message: shareMessages.expiryInPast });
      return;
    }
    const existing = shares.data?.find((s) => s.granteeUserId === person.id);
    const name = displayName(person);
    share.mutate(
      {
        target,
        granteeUserId: person.id,
        permission,
        expiresAt,
        ...(existing ? { existingId: existing.id } : {}),
      },
      {
        onSuccess: () => {
          toast.success(
            existing ? `Access for ${name} updated.` : `Shared “${itemName}” with ${name}.`,
          );
          setPerson(null);
          setUsername('');
        },
      },
    );
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Share with a person
      </h3>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (person) void submit(event);
          else void lookUp();
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-username`}>Username</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-username`}
              value={username}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={50}
              placeholder="e.g. drmehta"
              aria-invalid={lookupError ? true : undefined}
              aria-describedby={lookupError ? `${id}-lookup-error` : undefined}
              onChange={(event) => {
                setUsername(event.target.value);
                setPerson(null);
                setLookupError(null);
              }}
            />
            <Button
              type="button"
              variant="outline"
              disabled={looking || !username.trim()}
              onClick={() => void lookUp()}
            >
              {looking ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : (
                <SearchIcon aria-hidden />
              )}
              Find
            </Button>
          </div>
          {lookupError && (
            <p id={`${id}-lookup-error`} role="alert" className="text-sm text-destructive">
              {lookupError}
            </p>
          )}
          {person && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-md border border-primary/40 bg-primary/5 p-2 text-sm"
            >
              <UserCheckIcon className="size-4 shrink-0 text-primary" aria-hidden />
              <span>
                Share with <strong>{displayName(person)}</strong> (@{person.username})
              </span>
            </p>
          )}
        </div>

        {person && (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium">They can</legend>
                {(['view', 'download'] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      value={value}
                      className="size-4 accent-primary"
                      {...register('permission')}
                    />
                    {value === 'view' ? 'View' : 'View and download'}
                  </label>
                ))}
              </fieldset>
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-expiry`}>Access ends after</Label>
                <Select className="w-auto" id={`${id}-expiry`} {...register('expiry')}>
                  {expiryChoices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </Select>
                {expiry === 'custom' && (
                  <>
                    <Label htmlFor={`${id}-day`}>Last day of access</Label>
                    <Input
                      id={`${id}-day`}
                      type="date"
                      required
                      min={tomorrow}
                      aria-invalid={formState.errors.customDay ? true : undefined}
                      {...register('customDay')}
                    />
                  </>
                )}
              </div>
            </div>
            <FormAlert error={share.error} describe={(e) => lockerErrorMessage(e, target.kind)}>
              {formState.errors.customDay?.message}
            </FormAlert>
            <div className="flex justify-end">
              <Button type="submit" disabled={share.isPending}>
                {share.isPending && <Loader2Icon className="animate-spin" aria-hidden />}
                Share
              </Button>
            </div>
          </>
        )}
      </form>

      <section aria-labelledby={`${id}-people`} className="flex flex-col gap-2">
        <h4 id={`${id}-people`} className="text-sm font-medium">
          People with access
        </h4>
        {shares.isPending && <Skeleton className="h-10 w-full" />}
        {shares.isError && (
          <p className="text-sm text-destructive">Could not load who has access.</p>
        )}
        {shares.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">Not shared with anyone yet.</p>
        )}
        {shares.data && shares.data.length > 0 && (
          <ul className="flex flex-col divide-y rounded-md border">
            {shares.data.map((row) => (
              <ShareRow key={row.id} share={row} onRevoke={setConfirming} />
            ))}
          </ul>
        )}
      </section>

      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={`Revoke access for ${confirming.grantee ? displayName(confirming.grantee) : 'this person'}?`}
          description={`They will no longer see “${itemName}”. You can share it with them again later.`}
          confirmLabel="Revoke access"
          pending={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(confirming.id, {
              onSuccess: () => {
                toast.success('Access revoked.');
                setConfirming(null);
              },
              onError: (error) => toast.error(lockerErrorMessage(error, target.kind)),
            })
          }
        />
      )}
    </section>
  );
}
