import { useId } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ReasonForm } from '@/components/reason-form';
import { ReviewDecision, ReviewQueueList } from '@/components/review-queue';
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
        <ReviewDecision
          pending={review.isPending}
          onApprove={() =>
            review.mutate(
              { documentId: doc.id, approve: true, reason: null },
              { onSuccess: () => toast.success(`${label}: verified.`) },
            )
          }
          rejectForm={(back) => (
            <ReasonForm
              formLabel={`Reject ${label}`}
              fieldLabel="Reason for the rejection"
              missingMessage="Give a reason for the rejection."
              submitLabel="Reject"
              backLabel="Cancel"
              pending={review.isPending}
              onSubmit={(reason) =>
                review.mutate(
                  { documentId: doc.id, approve: false, reason },
                  { onSuccess: () => toast.success(`${label}: rejected.`) },
                )
              }
              onBack={back}
            />
          )}
        />
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
      <ReviewQueueList
        query={queue}
        empty="No vendor document is waiting."
        label="Vendor documents waiting"
      >
        {(doc) => <QueueItem key={doc.id} doc={doc} />}
      </ReviewQueueList>
    </div>
  );
}
