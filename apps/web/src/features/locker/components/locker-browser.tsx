import { FolderOpenIcon, UploadCloudIcon } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  useCreateFolder,
  useDeleteFolder,
  useMoveFolder,
  useRenameFolder,
} from '../api/folder-mutations';
import { useRecentFiles, useFilesInFolder } from '../api/get-files';
import { useChildFolders } from '../api/get-folders';
import type { LockerFolder } from '@athcare/shared/locker.schema';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { sortFiles, sortFolders } from '../lib/format';
import type { LockerSort } from '../lib/search-params';
import { lockerErrorMessage } from '../lib/locker-errors';
import { useFileActions } from './file-actions';
import { FileList, type LockerLayout } from './file-list';
import { type FolderAction, FolderList } from './folder-list';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LockerListSkeleton } from './locker-skeleton';
import { LockerToolbar } from './locker-toolbar';
import { MoveDialog, NameDialog, ShareDialog, UploadProgressList } from './lazy-dialogs';

type FolderDialog = { kind: 'new' } | { kind: FolderAction; folder: LockerFolder } | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * One level of the locker: its folders and files (and, at the top, the latest files anywhere),
 * with upload by button or drag and drop, new folder, and every folder and file action.
 */
export function LockerBrowser({
  ownerId,
  username,
  folder,
  layout,
  sort,
  onLayoutChange,
  onSortChange,
}: {
  ownerId: string;
  username: string;
  /** null: the top level. */
  folder: LockerFolder | null;
  layout: LockerLayout;
  sort: LockerSort;
  onLayoutChange: (layout: LockerLayout) => void;
  onSortChange: (sort: LockerSort) => void;
}) {
  const folderId = folder?.id ?? null;
  const folders = useChildFolders(ownerId, folderId);
  const files = useFilesInFolder(ownerId, folderId);
  const recent = useRecentFiles(ownerId);
  const queue = useUploadQueue({
    ownerId,
    onUploaded: (row) => toast.success(`${row.name} uploaded.`),
  });
  const fileActions = useFileActions(ownerId);
  const [dialog, setDialog] = useState<FolderDialog>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const createFolder = useCreateFolder(ownerId);
  const renameFolder = useRenameFolder(ownerId);
  const moveFolder = useMoveFolder(ownerId);
  const deleteFolder = useDeleteFolder(ownerId);
  const where = folder ? folder.name : 'Documents';

  const uploadFiles = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    void queue.upload(Array.from(list), { folderId });
  };

  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const describeFolderError = (error: unknown) => lockerErrorMessage(error, 'folder');

  const isLoading = folders.isPending || files.isPending;
  const isEmpty = !isLoading && folders.data?.length === 0 && files.data?.length === 0;

  return (
    <div
      className="relative flex flex-col gap-6"
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        dragDepth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        dragDepth.current = Math.max(0, dragDepth.current - 1);
        if (dragDepth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        dragDepth.current = 0;
        setDragging(false);
        uploadFiles(event.dataTransfer.files);
      }}
    >
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={`Choose files to upload to ${where}`}
        accept="application/pdf,image/png,image/jpeg,image/webp,image/gif,text/plain"
        onChange={(event) => {
          uploadFiles(event.target.files);
          event.target.value = '';
        }}
      />
      <LockerToolbar
        onUploadClick={() => input.current?.click()}
        onNewFolder={() => setDialog({ kind: 'new' })}
        sort={sort}
        onSortChange={onSortChange}
        layout={layout}
        onLayoutChange={onLayoutChange}
      />
      <p className="-mt-3 text-xs text-muted-foreground">
        Drag files anywhere here to upload them to {where}. PDF, images and plain text, up to 25 MB
        each.
      </p>

      <UploadProgressList
        items={queue.items}
        onCancel={queue.cancel}
        onDismiss={queue.dismiss}
        onClearFinished={queue.clearFinished}
        onUploadAsVersion={(item) => {
          const existing = files.data?.find((f) => f.name === item.name);
          if (!existing) {
            toast.error(`Could not find ${item.name} in ${where}.`);
            return;
          }
          queue.dismiss(item.id);
          void queue.upload([item.source], { fileId: existing.id });
        }}
      />

      {dragging && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-xl border-2 border-dashed border-primary bg-primary/10"
        >
          <span className="flex items-center gap-2 rounded-md bg-background px-4 py-2 font-medium shadow">
            <UploadCloudIcon className="size-5" />
            Drop to upload to {where}
          </span>
        </div>
      )}

      {(folders.isError || files.isError) && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          Could not load this folder: {lockerErrorMessage(folders.error ?? files.error)}
        </p>
      )}

      {isLoading && <LockerListSkeleton />}

      {isEmpty && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <FolderOpenIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">{folder ? 'This folder is empty' : 'Your locker is empty'}</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Upload prescriptions, lab reports and scans, or create folders to keep them in order.
          </p>
        </div>
      )}

      {!folder && recent.data && recent.data.length > 0 && (
        <Section title="Recent files">
          <FileList files={recent.data} layout={layout} onAction={fileActions.onAction} showPath />
        </Section>
      )}

      {folders.data && folders.data.length > 0 && (
        <Section title="Folders">
          <FolderList
            folders={sortFolders(folders.data, sort)}
            layout={layout}
            username={username}
            linkSearch={{
              view: layout === 'grid' ? undefined : layout,
              sort: sort === 'date' ? undefined : sort,
            }}
            onAction={(kind, target) => setDialog({ kind, folder: target })}
          />
        </Section>
      )}

      {files.data && files.data.length > 0 && (
        <Section title={folder ? 'Files' : 'Files not in a folder'}>
          <FileList
            files={sortFiles(files.data, sort)}
            layout={layout}
            onAction={fileActions.onAction}
          />
        </Section>
      )}

      {fileActions.dialogs}

      {dialog?.kind === 'new' && (
        <NameDialog
          open
          describeError={describeFolderError}
          onOpenChange={closeDialog}
          title={`New folder in ${where}`}
          label="Folder name"
          submitLabel="Create folder"
          onSubmit={async (name) => {
            await createFolder.mutateAsync({ name, parentId: folderId });
            toast.success(`Folder ${name} created.`);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'share' && (
        <ShareDialog
          open
          onOpenChange={closeDialog}
          ownerId={ownerId}
          target={{ kind: 'folder', id: dialog.folder.id }}
          name={dialog.folder.name}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          open
          describeError={describeFolderError}
          onOpenChange={closeDialog}
          title={`Rename folder “${dialog.folder.name}”`}
          label="Folder name"
          submitLabel="Rename"
          initialName={dialog.folder.name}
          onSubmit={async (name) => {
            await renameFolder.mutateAsync({ folderId: dialog.folder.id, name });
            toast.success(`Folder renamed to ${name}.`);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          open
          describeError={describeFolderError}
          onOpenChange={closeDialog}
          ownerId={ownerId}
          itemName={dialog.folder.name}
          currentFolderId={dialog.folder.parentId}
          excludePath={dialog.folder.path}
          onMove={async (newParentId) => {
            await moveFolder.mutateAsync({ folderId: dialog.folder.id, newParentId });
            toast.success(`Folder ${dialog.folder.name} moved.`);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={closeDialog}
          title={`Delete folder “${dialog.folder.name}”?`}
          description="The folder and the folders inside it are deleted. Their files are not lost: they go to the trash, where you can restore them."
          confirmLabel="Delete folder"
          pending={deleteFolder.isPending}
          onConfirm={() =>
            deleteFolder.mutate(dialog.folder.id, {
              onSuccess: () => {
                toast.success(`Folder ${dialog.folder.name} deleted; its files are in the trash.`);
                setDialog(null);
              },
              onError: (error) => toast.error(lockerErrorMessage(error, 'folder')),
            })
          }
        />
      )}
    </div>
  );
}
