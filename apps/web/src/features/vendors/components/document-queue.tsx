import { useId, useState } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/native-controls';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';
import { useDocumentQueue, useReviewDocument } from '../api/document-queue-api';
import { useOpenVendorDocumentFile, useVendorDocumentFiles } from '../api/vendor-document-files';
import type { VendorDocumentQueueItem } from '@athcare/shared/vendor.schema';
import { formatDate } from '@/lib/format-date';

/** The document's files, each downloaded through the audited admin endpoint. */
function DocumentFiles({ doc, label }: { doc: VendorDocumentQueueItem; label: string }) {
  const files = useVendorDocumentFiles(doc.id);
  const open = useOpenVendorDocumentFile();
  if (doc.fileIds.length === 0) return <p className="text-sm">No file attached.</p>;
  if (files.isPending) return <Skeleton className="h-8 w-48" />;
  if (files.isError) return <FormAlert error={files.error} />;
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-2" aria-label={`Files of ${label}`}>
        {files.data.map((f) => (
          <li key={f.id}>
            <Button
              size="sm"
              variant="outline"
              disabled={open.isPending}
              onClick={() =>
                open.mutate(
                  { documentId: doc.id, fileId: f.id },
                  { onSuccess: ({ blob, name }) => saveBlob(blob, name ?? f.name) },
                )
              }
            >
              Download {f.name}
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">Each opening is recorded in the audit log.</p>
      <FormAlert error={open.error} />
    </div>
  );
}

function QueueItem({ doc }: { doc: VendorDocumentQueueItem }) {
  const id = useId();
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // What the number must match: the vendor's declared one for GST, PAN and CIN documents.
  const declared =
    doc.documentType === 'GST Certificate'
      ? doc.gstNumber
      : doc.documentType === 'Pan card'
        ? doc.panNumber
        : doc.documentType === 'Company CIN'
          ? doc.companyIncorporationNumber
          : null;
  const label = `${doc.legalBusinessName}: ${doc.documentType}`;
  return (
    <li>
      <article aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
        <header>
          <h2 id={id} className="font-semibold">
            {label}
          </h2>
          <p className="text-sm text-muted-foreground">
            Number <span className="font-mono">{doc.documentNumber}</span>
            {declared !== null
              ? declared === doc.documentNumber
                ? ' · matches the declared number'
                : ` · declared ${declared ?? 'none'}: does not match`
              : ''}
            {` · ${doc.fileIds.length} file(s) · sent ${formatDate(doc.createdAt)}`}
          </p>
        </header>
        <DocumentFiles doc={doc} label={label} />
        <FormAlert error={review.error} />
        {rejecting ? (
          <form
            aria-label={`Reject ${label}`}
            noValidate
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              setTouched(true);
              if (!reason.trim()) return;
              review.mutate(
                { documentId: doc.id, approve: false, reason },
                { onSuccess: () => toast.success(`${label}: rejected.`) },
              );
            }}
          >
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              Reason for the rejection
            </label>
            <Textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={500}
              value={reason}
              aria-invalid={(touched && !reason.trim()) || undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            {touched && !reason.trim() ? (
              <p className="text-sm text-destructive">Give a reason for the rejection.</p>
            ) : null}
            <div className="flex gap-2">
              <Button type="submit" variant="destructive" disabled={review.isPending}>
                Reject
              </Button>
              <Button type="button" variant="outline" onClick={() => setRejecting(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={review.isPending}
              onClick={() =>
                review.mutate(
                  { documentId: doc.id, approve: true, reason: null },
                  { onSuccess: () => toast.success(`${label}: verified.`) },
                )
              }
            >
              Approve
            </Button>
            <Button variant="outline" onClick={() => setRejecting(true)}>
              Reject…
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

/** The admins' queue of vendor documents: approve, or reject with the reason the vendor reads. */
export function VendorDocumentQueue() {
  const queue = useDocumentQueue();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Vendor documents</h1>
        <p className="text-muted-foreground">
          A vendor is verified, and its hospitals listed, once its GST Certificate and Pan card (and
          Company CIN when it gave one) are approved with the numbers it declared.
        </p>
      </header>
      {queue.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : queue.isError ? (
        <FormAlert error={queue.error} />
      ) : queue.data.length === 0 ? (
        <p className="text-muted-foreground">No vendor document is waiting.</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Vendor documents waiting">
          {queue.data.map((doc) => (
            <QueueItem key={doc.id} doc={doc} />
          ))}
        </ul>
      )}
    </div>
  );
}
