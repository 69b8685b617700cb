import { DownloadIcon, UploadIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getFileContent } from '../api/file-content';
import { useFileVersions } from '../api/get-file-versions';
import type { LockerFileRow } from '@athcare/shared/locker.schema';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { formatBytes } from '../lib/format';
import { formatDate } from '@/lib/format';
import { lockerErrorMessage } from '../lib/locker-errors';
import { saveBlob } from '@/lib/save-blob';
import { Dialog } from '@/components/ui/dialog';
import { UploadProgressList } from './upload-progress-list';

/** The current version and the ones it replaced; upload a new version of the same file. */
export function VersionsDialog({
  ownerId,
  file,
  open,
  onOpenChange,
}: {
  ownerId: string;
  file: LockerFileRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { data: versions, isPending, isError } = useFileVersions(ownerId, file.id);
  const queue = useUploadQueue({
    ownerId,
    onUploaded: (row) => toast.success(`Version ${row.version} of ${row.name} uploaded.`),
  });

  const download = (version?: number) => {
    getFileContent(file.id, { version })
      .then((blob) => saveBlob(blob, file.name))
      .catch((error: unknown) => toast.error(`Download failed: ${lockerErrorMessage(error)}`));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Versions of “${file.name}”`}
      description="Uploading a new version keeps the earlier ones here."
    >
      <div>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          hidden
          aria-label="Choose a new version"
          accept="application/pdf,image/png,image/jpeg,image/webp,image/gif,text/plain"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void queue.upload([chosen], { fileId: file.id });
          }}
        />
        <Button variant="outline" onClick={() => input.current?.click()}>
          <UploadIcon aria-hidden />
          Upload new version
        </Button>
      </div>
      <UploadProgressList items={queue.items} onCancel={queue.cancel} onDismiss={queue.dismiss} />
      <ul className="flex flex-col divide-y rounded-md border" aria-label="Versions">
        <li className="flex items-center justify-between gap-3 p-3 text-sm">
          <span>
            <span className="font-medium">Version {file.version}</span> (current) ·{' '}
            {formatBytes(file.size)} · {formatDate(file.updatedAt, { withTime: true })}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Download version ${file.version}`}
            onClick={() => download()}
          >
            <DownloadIcon aria-hidden />
          </Button>
        </li>
        {isPending && (
          <li className="p-3">
            <Skeleton className="h-5 w-2/3" />
          </li>
        )}
        {isError && (
          <li className="p-3 text-sm text-destructive">Could not load older versions.</li>
        )}
        {versions?.map((v) => (
          <li key={v.id} className="flex items-center justify-between gap-3 p-3 text-sm">
            <span>
              <span className="font-medium">Version {v.version}</span> · {formatBytes(v.size)} ·{' '}
              {formatDate(v.createdAt, { withTime: true })}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Download version ${v.version}`}
              onClick={() => download(v.version)}
            >
              <DownloadIcon aria-hidden />
            </Button>
          </li>
        ))}
        {versions?.length === 0 && (
          <li className="p-3 text-sm text-muted-foreground">No earlier versions.</li>
        )}
      </ul>
    </Dialog>
  );
}
