import {
  type CreatedShareLink,
  type CreateShareLinkInput,
  createShareLinkInputSchema,
  SHARE_LINK_DEFAULT_HOURS,
  type ShareLinkRow,
} from '@athcare/shared/locker.schema';
import { CheckIcon, CopyIcon, Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/native-controls';
import { Skeleton } from '@/components/ui/skeleton';
import type { ShareTarget } from '../api/asset-access';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../api/share-links';
import { formatDate } from '@/lib/format';
import { lockerErrorMessage } from '../lib/locker-errors';
import { DialogActions, Dialog } from '@/components/ui/dialog';
import { ShareWithPerson } from './share-with-person';
import { FormAlert } from '@/components/ui/alert';

interface ShareLinkForm {
  /** The expiry choice's hours, as the select holds it. */
  hours: string;
  label: string;
  password: string;
  maxDownloads: string;
  viewOnly: boolean;
}
const shareLinkFormDefaults: ShareLinkForm = {
  hours: String(SHARE_LINK_DEFAULT_HOURS),
  label: '',
  password: '',
  maxDownloads: '',
  viewOnly: false,
};

const expiryChoices = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
  { hours: 720, label: '30 days' },
] as const;

export function linkState(
  link: ShareLinkRow,
  now = Date.now(),
): 'active' | 'expired' | 'revoked' | 'used up' {
  if (link.revokedAt) return 'revoked';
  if (Date.parse(link.expiresAt) <= now) return 'expired';
  if (link.maxDownloads !== null && link.downloadCount >= link.maxDownloads) return 'used up';
  return 'active';
}

function CreatedLink({ link }: { link: CreatedShareLink }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const url = new URL(link.url, window.location.origin).toString();
  return (
    <div className="flex flex-col gap-2 rounded-md border border-primary/40 bg-primary/5 p-3">
      <Label htmlFor={`${id}-url`}>Share link</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-url`}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            navigator.clipboard
              .writeText(url)
              .then(() => {
                setCopied(true);
                toast.success('Link copied.');
              })
              .catch(() => toast.error('Could not copy: select the link and copy it yourself.'));
          }}
        >
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Copy it now: for your safety the link is shown only once. Expires{' '}
        {formatDate(link.expiresAt, { withTime: true })}
        {link.hasPassword ? '; the person opening it needs the password.' : '.'}
      </p>
    </div>
  );
}

const copy = {
  file: {
    title: (name: string) => `Share “${name}”`,
    description:
      'Give a member access to this file, or create a link for someone without an account.',
    linkReach: 'can open this file',
    listHeading: 'Links to this file',
  },
  folder: {
    title: (name: string) => `Share folder “${name}”`,
    description:
      'Give a member access to this folder, or create a link for someone without an account. Either way every file in it and in its subfolders is included, files you add later too.',
    linkReach: 'can open every file in this folder',
    listHeading: 'Links to this folder',
  },
} as const;

/**
 * Share a file or a folder: with a member by username (view or download, until a date), or by a
 * link (expiry, password, download limit, view only); list and revoke both.
 */
export function ShareDialog({
  ownerId,
  target,
  name,
  open,
  onOpenChange,
}: {
  ownerId: string;
  target: ShareTarget;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const words = copy[target.kind];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title(name)}
      description={words.description}
    >
      <ShareWithPerson ownerId={ownerId} target={target} itemName={name} />
      <hr />
      <ShareLinks ownerId={ownerId} target={target} />
    </Dialog>
  );
}

function ShareLinks({ ownerId, target }: { ownerId: string; target: ShareTarget }) {
  const id = useId();
  const words = copy[target.kind];
  const create = useCreateShareLink(ownerId);
  const revoke = useRevokeShareLink(ownerId, target);
  const links = useShareLinks(ownerId, target);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<ShareLinkForm>({ defaultValues: shareLinkFormDefaults });
  const viewOnly = watch('viewOnly');

  const submit = handleSubmit(({ hours, label, password, maxDownloads, viewOnly }) => {
    const input: CreateShareLinkInput = {
      expiresInHours: Number(hours),
      viewOnly,
      ...(label.trim() ? { label: label.trim() } : {}),
      ...(password ? { password } : {}),
      ...(!viewOnly && maxDownloads.trim() ? { maxDownloads: Number(maxDownloads) } : {}),
    };
    const parsed = createShareLinkInputSchema.safeParse(input);
    if (!parsed.success) {
      setError('root', { message: parsed.error.issues[0]?.message ?? 'Check the link settings.' });
      return;
    }
    create.mutate(
      { target, link: input },
      {
        onSuccess: (link) => {
          setCreated(link);
          // The form starts over for the next link (the created one is shown above it).
          reset(shareLinkFormDefaults);
        },
      },
    );
  });

  return (
    <>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">Share a link</h3>
        <p className="text-sm text-muted-foreground">
          Anyone with the link (and the password, if you set one) {words.linkReach} until the link
          expires or you revoke it.
        </p>
      </div>
      {created && <CreatedLink link={created} />}
      <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-expiry`}>Expires after</Label>
            <Select id={`${id}-expiry`} {...register('hours')}>
              {expiryChoices.map((c) => (
                <option key={c.hours} value={c.hours}>
                  {c.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-label`}>Label (optional)</Label>
            <Input
              id={`${id}-label`}
              maxLength={100}
              placeholder="For Dr. Rao"
              {...register('label')}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-password`}>Password (optional)</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              {...register('password')}
              aria-describedby={`${id}-password-hint`}
            />
            <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
              At least 4 characters. Send it separately from the link.
            </p>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-max`}>Download limit (optional)</Label>
            <Input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              disabled={viewOnly}
              {...register('maxDownloads')}
            />
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register('viewOnly')} />
          View only (no download)
        </label>
        <FormAlert error={create.error} describe={lockerErrorMessage}>
          {errors.root?.message}
        </FormAlert>
        <DialogActions>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Loader2Icon className="animate-spin" aria-hidden />}
            Create link
          </Button>
        </DialogActions>
      </form>

      <section aria-labelledby={`${id}-links`} className="flex flex-col gap-2">
        <h3 id={`${id}-links`} className="text-sm font-medium">
          {words.listHeading}
        </h3>
        {links.isPending && <Skeleton className="h-10 w-full" />}
        {links.isError && <p className="text-sm text-destructive">Could not load the links.</p>}
        {links.data?.length === 0 && <p className="text-sm text-muted-foreground">No links yet.</p>}
        <ul className="flex flex-col divide-y rounded-md border empty:hidden">
          {links.data?.map((link) => {
            const state = linkState(link);
            return (
              <li key={link.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{link.label ?? 'Untitled link'}</p>
                  <p className="text-xs text-muted-foreground">
                    {state === 'active'
                      ? `Expires ${formatDate(link.expiresAt, { withTime: true })}`
                      : `Link ${state}`}
                    {' · '}
                    {link.viewOnly
                      ? `view only, ${link.viewCount} views`
                      : `${link.downloadCount}${link.maxDownloads !== null ? ` of ${link.maxDownloads}` : ''} downloads`}
                  </p>
                </div>
                {state === 'active' && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    aria-label={`Revoke ${link.label ?? 'link'} created ${formatDate(link.createdAt, { withTime: true })}`}
                    onClick={() =>
                      revoke.mutate(link.id, {
                        onSuccess: () => toast.success('Link revoked. It no longer works.'),
                        onError: (error) => toast.error(lockerErrorMessage(error)),
                      })
                    }
                  >
                    Revoke
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
