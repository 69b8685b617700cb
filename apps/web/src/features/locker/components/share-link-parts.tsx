import { lockerMessages, type ShareLinkMetadata } from '@athcare/shared/locker.schema';
import { DownloadIcon, EyeIcon, Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import type { Pending } from '../hooks/use-shared-content-viewer';

/** What a panel of the public share page works from: the link, its grant, its terms. */
export interface SharedPanelProps {
  token: string;
  /** The unlock's grant for a passworded link, else null. */
  grant: string | null;
  meta: ShareLinkMetadata;
}

/** When the link expires and, for a download link, how many downloads are left. */
export function LinkTerms({ meta }: { meta: ShareLinkMetadata }) {
  return (
    <>
      <dt className="text-muted-foreground">Link expires</dt>
      <dd>{formatDate(meta.expiresAt, { withTime: true })}</dd>
      {meta.downloadsRemaining !== null && !meta.viewOnly && (
        <>
          <dt className="text-muted-foreground">Downloads left</dt>
          <dd>{meta.downloadsRemaining}</dd>
        </>
      )}
    </>
  );
}

/** Viewing needs a view-only link or downloads left (on other links a view counts as a download). */
const canView = (meta: ShareLinkMetadata) => meta.viewOnly || meta.allowsDownload;

export function LinkNotices({ meta }: { meta: ShareLinkMetadata }) {
  return (
    <>
      {meta.viewOnly && <p className="text-sm text-muted-foreground">{lockerMessages.viewOnly}</p>}
      {!meta.viewOnly && !meta.allowsDownload && (
        <p role="status" className="text-sm text-destructive">
          {lockerMessages.downloadLimitReached}
        </p>
      )}
      {!meta.viewOnly && canView(meta) && meta.downloadsRemaining !== null && (
        <p className="text-xs text-muted-foreground">Viewing a file also counts as a download.</p>
      )}
    </>
  );
}

export function ContentButtons({
  meta,
  label,
  busy,
  pending,
  onFetch,
}: {
  meta: ShareLinkMetadata;
  /** Added to the buttons' accessible names when a page has more than one file. */
  label?: string;
  busy: boolean;
  pending: Pending;
  onFetch: (inline: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {canView(meta) && (
        <Button
          variant="outline"
          size={label ? 'sm' : 'default'}
          disabled={busy}
          aria-label={label ? `View ${label}` : undefined}
          onClick={() => onFetch(true)}
        >
          {pending === 'view' ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <EyeIcon aria-hidden />
          )}
          View
        </Button>
      )}
      {meta.allowsDownload && (
        <Button
          size={label ? 'sm' : 'default'}
          disabled={busy}
          aria-label={label ? `Download ${label}` : undefined}
          onClick={() => onFetch(false)}
        >
          {pending === 'download' ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <DownloadIcon aria-hidden />
          )}
          Download
        </Button>
      )}
    </div>
  );
}
