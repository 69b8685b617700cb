import {
  BIO_MAX_CHARS,
  type SocialProfileForm,
  socialProfileFormSchema,
  socialMessages,
} from '@athcare/shared/social.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { FormErrorText } from '@/components/list-and-form-bits';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import {
  useBlock,
  useBlockedMembers,
  useMySocialProfile,
  useSaveSocialProfile,
} from '../api/social';
import { useSocialForm, VisibilityOptions } from './social-form-parts';
import { QueryStatus } from './query-status';

/** /{username}/edit/social-profile: the bio, who new posts reach by default, blocked members. */
export function SocialProfileSettings({ userId }: { userId: string }) {
  const profile = useMySocialProfile(userId);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="social-profile-heading" className="flex flex-col gap-4">
        <h2 id="social-profile-heading" className="text-xl font-semibold">
          Social profile
        </h2>
        {profile.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : (
          <ProfileForm
            userId={userId}
            initial={{
              bio: profile.data?.bio ?? '',
              defaultVisibility: profile.data?.defaultVisibility ?? 'public',
            }}
          />
        )}
      </section>
      <BlockedMembers />
    </div>
  );
}

function ProfileForm({ userId, initial }: { userId: string; initial: SocialProfileForm }) {
  const id = useId();
  const save = useSaveSocialProfile();
  const { register, errors, isSubmitting, formProps } = useSocialForm<
    SocialProfileForm,
    z.output<typeof socialProfileFormSchema>
  >({
    resolver: zodResolver(socialProfileFormSchema),
    defaultValues: initial,
    save: async (profile) => {
      await save.mutateAsync({ userId, ...profile });
      toast.success(socialMessages.profileSaved);
    },
  });
  return (
    <form {...formProps} aria-label="Social profile" className="grid gap-4">
      <FormField
        id={`${id}-bio`}
        label="Bio"
        hint={`What members see on your social page, at most ${BIO_MAX_CHARS} characters.`}
        error={errors.bio?.message}
      >
        <Textarea
          id={`${id}-bio`}
          rows={3}
          {...register('bio')}
          {...fieldAria(`${id}-bio`, { hint: true, error: errors.bio?.message })}
        />
      </FormField>
      <FormField id={`${id}-visibility`} label="Who can see my new posts by default">
        <Select id={`${id}-visibility`} {...register('defaultVisibility')}>
          <VisibilityOptions />
        </Select>
      </FormField>
      <FormErrorText>{errors.root?.message}</FormErrorText>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save social profile'}
      </Button>
    </form>
  );
}

function BlockedMembers() {
  const blocked = useBlockedMembers();
  const block = useBlock();
  const [unblocking, setUnblocking] = useState<{ id: string; name: string } | null>(null);
  return (
    <section aria-labelledby="blocked-heading" className="flex flex-col gap-3">
      <h2 id="blocked-heading" className="text-xl font-semibold">
        Blocked members
      </h2>
      {blocked.isPending || blocked.isError ? (
        <QueryStatus query={blocked} />
      ) : blocked.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have not blocked anyone.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {blocked.data.map((m) => {
            const name = `${m.firstName} ${m.lastName}`.trim() || m.username;
            return (
              <li
                key={m.blockedId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <span className="min-w-0 break-words">
                  {name} <span className="text-muted-foreground">@{m.username}</span>
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setUnblocking({ id: m.blockedId, name })}
                >
                  Unblock
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {unblocking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setUnblocking(null)}
          title={`Unblock ${unblocking.name}?`}
          description="They will see your public posts and profile again, and can follow you."
          confirmLabel="Unblock"
          pending={block.isPending}
          onConfirm={() =>
            block.mutate(
              { userId: unblocking.id, block: false },
              {
                onSuccess: () => {
                  setUnblocking(null);
                  toast.success(socialMessages.unblocked);
                },
                onError: (error) => toast.error(describeError(error)),
              },
            )
          }
        />
      )}
    </section>
  );
}
