import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/*
 * The member's photo (issue #17). The server decides the type from the bytes (JPEG, PNG, WebP)
 * and keeps at most 5 MB; the address it answers names the photo's bytes, so a new photo is a new
 * address and the browser may keep the old one cached for good.
 */

/** POST /api/profile/avatar (multipart `file`), reporting progress 0…1. */
export function uploadAvatar(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<{ avatarUrl: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<{ avatarUrl: string }>('/profile/avatar', form, {
    ...(onProgress ? { onProgress } : {}),
  });
}

/** DELETE /api/profile/avatar. */
export function removeAvatar(): Promise<void> {
  return api.delete('/profile/avatar', { returnRepresentation: false });
}

function useAvatarMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The menu's photo, and the profile read elsewhere (the summary asks afresh each time).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

export const useUploadAvatar = () =>
  useAvatarMutation(({ file, onProgress }: { file: File; onProgress?: (f: number) => void }) =>
    uploadAvatar(file, onProgress),
  );

export const useRemoveAvatar = () => useAvatarMutation(() => removeAvatar());
