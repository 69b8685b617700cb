import { type ReactNode, useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { getFileContent } from '../api/file-content';
import { useTrashFile, useUpdateFile } from '../api/file-mutations';
import type { LockerFileRow } from '@athcare/shared/locker.schema';
import { lockerErrorMessage } from '../lib/locker-errors';
import { saveBlob } from '@/lib/save-blob';
import { ConfirmDialog } from '@/components/ui/dialog';
import {
  MoveDialog,
  NameDialog,
  PreviewDialog,
  ShareDialog,
  TagsDialog,
  VersionsDialog,
} from './lazy-dialogs';

export type FileAction =
  'preview' | 'download' | 'share' | 'versions' | 'rename' | 'move' | 'tags' | 'trash';

type OpenDialog = { action: Exclude<FileAction, 'download'>; file: LockerFileRow } | null;

/** Downloads a file the owner holds (Bearer header, so through a Blob). */
export function downloadLockerFile(file: Pick<LockerFileRow, 'id' | 'name'>): void {
  const pending = toast.loading(`Preparing ${file.name}…`);
  getFileContent(file.id)
    .then((blob) => {
      saveBlob(blob, file.name);
      toast.success(`Downloaded ${file.name}.`, { id: pending });
    })
    .catch((error: unknown) =>
      toast.error(`Download failed: ${lockerErrorMessage(error)}`, { id: pending }),
    );
}

/**
 * What a file's menu can do, and the dialogs for it: one place for the folder pages and search.
 * `onAction` opens the right dialog; render `dialogs` once next to the list.
 */
export function useFileActions(ownerId: string): {
  onAction: (action: FileAction, file: LockerFileRow) => void;
  dialogs: ReactNode;
} {
  const [open, setOpen] = useState<OpenDialog>(null);
  const update = useUpdateFile(ownerId);
  const trash = useTrashFile(ownerId);
  const close = useCallback(() => setOpen(null), []);
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };

  const onAction = useCallback((action: FileAction, file: LockerFileRow) => {
    if (action === 'download') downloadLockerFile(file);
    else setOpen({ action, file });
  }, []);

  let dialogs: ReactNode = null;
  if (open) {
    const { file } = open;
    switch (open.action) {
      case 'preview':
        dialogs = (
          <PreviewDialog
            file={file}
            open
            onOpenChange={onOpenChange}
            onDownload={() => downloadLockerFile(file)}
          />
        );
        break;
      case 'share':
        dialogs = (
          <ShareDialog
            ownerId={ownerId}
            target={{ kind: 'file', id: file.id }}
            name={file.name}
            open
            onOpenChange={onOpenChange}
          />
        );
        break;
      case 'versions':
        dialogs = <VersionsDialog ownerId={ownerId} file={file} open onOpenChange={onOpenChange} />;
        break;
      case 'rename':
        dialogs = (
          <NameDialog
            open
            describeError={lockerErrorMessage}
            onOpenChange={onOpenChange}
            title={`Rename “${file.name}”`}
            label="File name"
            submitLabel="Rename"
            initialName={file.name}
            onSubmit={async (name) => {
              await update.mutateAsync({ fileId: file.id, changes: { name } });
              toast.success(`Renamed to ${name}.`);
              close();
            }}
          />
        );
        break;
      case 'move':
        dialogs = (
          <MoveDialog
            open
            describeError={lockerErrorMessage}
            onOpenChange={onOpenChange}
            ownerId={ownerId}
            itemName={file.name}
            currentFolderId={file.folderId}
            onMove={async (folderId) => {
              await update.mutateAsync({ fileId: file.id, changes: { folderId } });
              toast.success(`Moved ${file.name}.`);
              close();
            }}
          />
        );
        break;
      case 'tags':
        dialogs = (
          <TagsDialog
            open
            describeError={lockerErrorMessage}
            onOpenChange={onOpenChange}
            fileName={file.name}
            tags={file.tags}
            onSave={async (tags) => {
              await update.mutateAsync({ fileId: file.id, changes: { tags } });
              toast.success('Tags saved.');
              close();
            }}
          />
        );
        break;
      case 'trash':
        dialogs = (
          <ConfirmDialog
            open
            onOpenChange={onOpenChange}
            title={`Move “${file.name}” to the trash?`}
            description="You can restore it from the trash later. Share links to it stop working while it is in the trash."
            confirmLabel="Move to trash"
            pending={trash.isPending}
            onConfirm={() =>
              trash.mutate(file.id, {
                onSuccess: () => {
                  toast.success(`${file.name} moved to the trash.`);
                  close();
                },
                onError: (error) => toast.error(lockerErrorMessage(error)),
              })
            }
          />
        );
        break;
    }
  }
  return { onAction, dialogs };
}
