import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFileContent } from '../api/file-content';
import type { LockerFileRow } from '@athcare/shared/locker.schema';
import { formatBytes, kindLabel } from '../lib/format';
import { formatDate } from '@/lib/format';
import { lockerErrorMessage } from '../lib/locker-errors';
import { FileViewer } from './file-viewer';
import { Dialog } from '@/components/ui/dialog';

/** Opens a file in the page (the bytes come with the Bearer token, shown via an object URL). */
export function PreviewDialog({
  file,
  open,
  onOpenChange,
  onDownload,
}: {
  file: LockerFileRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent: no Download button (a file shared for viewing only). */
  onDownload?: () => void;
}) {
  const { data, isPending, isError, error } = useFileContent(file.id, file.updatedAt);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={file.name}
      description={`${kindLabel(file.mimeType)} · ${formatBytes(file.size)} · version ${file.version} · updated ${formatDate(file.updatedAt, { withTime: true })}`}
      className="max-w-4xl"
    >
      {isPending && (
        <div role="status" className="flex flex-col gap-2">
          <Skeleton className="h-[50svh] w-full" />
          <span className="sr-only">Loading preview…</span>
        </div>
      )}
      {isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not open the file: {lockerErrorMessage(error)}
        </p>
      )}
      {data && <FileViewer blob={data} name={file.name} mimeType={file.mimeType} />}
      {onDownload && (
        <div className="flex justify-end">
          <Button variant="outline" onClick={onDownload}>
            <DownloadIcon aria-hidden />
            Download
          </Button>
        </div>
      )}
    </Dialog>
  );
}
