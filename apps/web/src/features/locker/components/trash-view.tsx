import { RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useDeleteFilePermanently, useEmptyTrash, useRestoreFile } from '../api/file-mutations';
import { useTrashedFiles } from '../api/get-files';
import type { LockerFileRow } from '@athcare/shared/locker.schema';
import { formatBytes, kindLabel } from '../lib/format';
import { formatDate } from '@/lib/format';
import { lockerErrorMessage } from '../lib/locker-errors';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LockerListSkeleton } from './locker-skeleton';

/** Trashed files: restore one, delete one for good, or empty the trash (both confirmed). */
export function TrashView({ ownerId }: { ownerId: string }) {
  const trash = useTrashedFiles(ownerId);
  const restore = useRestoreFile(ownerId);
  const remove = useDeleteFilePermanently(ownerId);
  const empty = useEmptyTrash(ownerId);
  const [confirm, setConfirm] = useState<
    { kind: 'one'; file: LockerFileRow } | { kind: 'all' } | null
  >(null);

  return (
    <section aria-labelledby="trash-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="trash-heading" className="text-base font-semibold">
            Trash
          </h2>
          <p className="text-sm text-muted-foreground">
            Files here still count towards your storage until you delete them for good.
          </p>
        </div>
        {trash.data && trash.data.length > 0 && (
          <Button variant="outline" onClick={() => setConfirm({ kind: 'all' })}>
            <Trash2Icon aria-hidden />
            Empty trash
          </Button>
        )}
      </div>
      {trash.isPending && <LockerListSkeleton count={2} />}
      {trash.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load the trash: {lockerErrorMessage(trash.error)}
        </p>
      )}
      {trash.data?.length === 0 && (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          The trash is empty.
        </p>
      )}
      {trash.data && trash.data.length > 0 && (
        <ul className="flex flex-col divide-y rounded-lg border">
          {trash.data.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{file.name}</p>
                <p className="text-xs text-muted-foreground">
                  {kindLabel(file.mimeType)} · {formatBytes(file.size)} · trashed{' '}
                  {formatDate(file.trashedAt ?? file.updatedAt, { withTime: true })}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={restore.isPending}
                aria-label={`Restore ${file.name}`}
                onClick={() =>
                  restore.mutate(file.id, {
                    onSuccess: () => toast.success(`${file.name} restored.`),
                    onError: (error) => toast.error(lockerErrorMessage(error)),
                  })
                }
              >
                <RotateCcwIcon aria-hidden />
                Restore
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                aria-label={`Delete ${file.name} for good`}
                onClick={() => setConfirm({ kind: 'one', file })}
              >
                <Trash2Icon aria-hidden />
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {confirm?.kind === 'one' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirm(null)}
          title={`Delete “${confirm.file.name}” for good?`}
          description="The file and all its versions are removed permanently. This cannot be undone."
          confirmLabel="Delete for good"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(confirm.file.id, {
              onSuccess: () => {
                toast.success(`${confirm.file.name} deleted.`);
                setConfirm(null);
              },
              onError: (error) => toast.error(lockerErrorMessage(error)),
            })
          }
        />
      )}
      {confirm?.kind === 'all' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirm(null)}
          title="Empty the trash?"
          description="Every file in the trash, and all its versions, is removed permanently. This cannot be undone."
          confirmLabel="Empty trash"
          pending={empty.isPending}
          onConfirm={() =>
            empty.mutate(undefined, {
              onSuccess: () => {
                toast.success('Trash emptied.');
                setConfirm(null);
              },
              onError: (error) => toast.error(lockerErrorMessage(error)),
            })
          }
        />
      )}
    </section>
  );
}
