import { CheckCircle2Icon, XCircleIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { UploadItem } from '../hooks/use-upload-queue';
import { formatBytes } from '../lib/format';

/** One row per upload: a real progress bar while sending, then the outcome. */
export function UploadProgressList({
  items,
  onCancel,
  onDismiss,
  onClearFinished,
  onUploadAsVersion,
}: {
  items: readonly UploadItem[];
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
  onClearFinished?: () => void;
  /** Offered when the name is taken: send the same file as a new version of the existing one. */
  onUploadAsVersion?: (item: UploadItem) => void;
}) {
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status !== 'uploading');
  return (
    <section aria-label="Uploads" className="flex flex-col gap-2 rounded-lg border bg-card p-3">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">Uploads</h2>
        {finished && onClearFinished && (
          <Button variant="ghost" size="sm" onClick={onClearFinished}>
            Clear finished
          </Button>
        )}
      </div>
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const percent = Math.round(item.progress * 100);
          return (
            <li key={item.id} className="flex flex-col gap-1 text-sm">
              <div className="flex items-center gap-2">
                {item.status === 'done' && (
                  <CheckCircle2Icon
                    className="size-4 shrink-0 text-green-700 dark:text-green-400"
                    aria-hidden
                  />
                )}
                {(item.status === 'error' || item.status === 'cancelled') && (
                  <XCircleIcon className="size-4 shrink-0 text-destructive" aria-hidden />
                )}
                <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {item.status === 'uploading' && `${percent}% of ${formatBytes(item.size)}`}
                  {item.status === 'done' && 'Uploaded'}
                  {item.status === 'cancelled' && 'Cancelled'}
                  {item.status === 'error' && 'Failed'}
                </span>
                {item.status === 'uploading' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Cancel upload of ${item.name}`}
                    onClick={() => onCancel(item.id)}
                  >
                    Cancel
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Dismiss ${item.name}`}
                    onClick={() => onDismiss(item.id)}
                  >
                    <XIcon aria-hidden />
                  </Button>
                )}
              </div>
              {item.status !== 'error' && item.status !== 'cancelled' && (
                <div
                  role="progressbar"
                  aria-label={`Uploading ${item.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className={cn(
                      'h-full rounded-full transition-[width] duration-150',
                      item.status === 'done' ? 'bg-green-600' : 'bg-primary',
                    )}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              )}
              {item.status === 'error' && (
                <div className="flex flex-wrap items-center gap-2">
                  <p role="alert" className="text-sm text-destructive">
                    {item.error}
                  </p>
                  {item.reason === 'name_taken' && onUploadAsVersion && (
                    <Button variant="outline" size="sm" onClick={() => onUploadAsVersion(item)}>
                      Upload as a new version
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
