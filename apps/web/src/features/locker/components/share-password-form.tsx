import { lockerMessages } from '@athcare/shared/locker.schema';
import { Loader2Icon, LockIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUnlockShareLink } from '../api/public-share';
import { lockerErrorMessage } from '../lib/locker-errors';

/** Unlocks a passworded share link; the grant it yields goes to `onUnlocked`. */
export function SharePasswordForm({
  token,
  onUnlocked,
}: {
  token: string;
  onUnlocked: (grant: string) => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const unlock = useUnlockShareLink();
  const failure = missing
    ? 'Enter the password you were given.'
    : unlock.error
      ? lockerErrorMessage(unlock.error)
      : null;
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(!password);
        if (!password) return;
        unlock.mutate(
          { token, password },
          {
            onSuccess: (grant) => {
              setPassword('');
              onUnlocked(grant);
            },
          },
        );
      }}
    >
      <p className="flex items-center gap-2 text-sm">
        <LockIcon className="size-4" aria-hidden />
        {lockerMessages.passwordRequired}
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          value={password}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-error` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {failure && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={unlock.isPending}>
        {unlock.isPending && <Loader2Icon className="animate-spin" aria-hidden />}
        Unlock
      </Button>
    </form>
  );
}
