import { Dialog } from '@/components/ui/dialog';
import type { LockerFolder } from '../api/locker-schemas';
import { ShareWithPerson } from './share-with-person';

/** Share a folder (and everything in it, now and later) with a member. */
export function FolderShareDialog({
  ownerId,
  folder,
  open,
  onOpenChange,
}: {
  ownerId: string;
  folder: LockerFolder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Share folder “${folder.name}”`}
      description="The person sees every file in this folder and its subfolders, including files you add later, until the access ends or you revoke it."
    >
      <ShareWithPerson
        ownerId={ownerId}
        target={{ kind: 'folder', id: folder.id }}
        itemName={folder.name}
      />
    </Dialog>
  );
}
