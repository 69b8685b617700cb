import {
  AVATAR_MAX_BYTES,
  avatarMessages,
  avatarMimeTypes,
  isAvatarMimeType,
} from '@athcare/shared/avatar.schema';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { useMyAvatarUrl } from '../api/my-avatar';

/**
 * The member's photo: choose a JPEG, PNG or WebP image (at most 5 MB; the server checks the
 * bytes), see it go up, or remove it. Shown in the user menu and on the profile summary.
 */
export function AvatarSection({ userId, initials }: { userId: string; initials: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const avatarUrl = useMyAvatarUrl(userId);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(null);
    // A first check here saves sending what the server would refuse; the server decides.
    if (file.type && !isAvatarMimeType(file.type))
      return setProblem(avatarMessages.unsupportedType);
    if (file.size > AVATAR_MAX_BYTES) return setProblem(avatarMessages.tooLarge);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(avatarMessages.uploaded),
        onError: (error) => setProblem(describeError(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Photo
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        {avatarUrl ? (
          <img
            src={avatarUrl}
            alt="You"
            data-testid="settings-avatar"
            className="size-20 shrink-0 rounded-full border object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
          >
            {initials}
          </span>
        )}
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={avatarMimeTypes.join(',')}
            // Opened by the button below, which names it; out of the tab order and the tree.
            hidden
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={upload.isPending}
              aria-describedby={`${id}-hint`}
              onClick={() => input.current?.click()}
            >
              {avatarUrl ? 'Change photo' : 'Upload photo'}
            </Button>
            {avatarUrl && (
              <Button
                type="button"
                variant="ghost"
                disabled={remove.isPending || upload.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast.success(avatarMessages.removed),
                    onError: (error) => setProblem(describeError(error)),
                  })
                }
              >
                Remove photo
              </Button>
            )}
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            JPEG, PNG or WebP, at most {AVATAR_MAX_BYTES / (1024 * 1024)} MB.
          </p>
          {progress !== null && (
            <progress aria-label="Uploading photo" max={1} value={progress} className="h-2 w-48" />
          )}
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}
