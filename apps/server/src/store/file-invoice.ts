import { Readable } from 'node:stream';
import type { SignedInCaller } from '../http/caller.ts';
import { commitStoredUpload } from '../locker/commit-upload.ts';
import { commitUpload } from '../locker/locker-sql.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { StoreDeps } from './store-deps.ts';
import { invoiceOf, setInvoiceFile } from './store-sql.ts';

/**
 * Files the invoice of a just-paid order into the member's locker, the locker's own way (blob,
 * pending upload, file row written as the member, so the locker's policies apply: without a
 * Medilocker plan nothing is filed). Best effort: the invoice is already issued and downloadable.
 */
export async function fileInvoiceInLocker(
  { k, blobStore }: StoreDeps,
  caller: SignedInCaller,
  orderId: string,
): Promise<string | null> {
  const [row] = await k.call(caller, invoiceOf, { order_id: orderId }, { readOnly: true });
  if (!row?.can_file) return null;
  const pdf = await renderInvoicePdf(row.invoice);
  const put = await blobStore.put(Readable.from([Buffer.from(pdf)]));
  const file = await commitStoredUpload(
    k,
    blobStore,
    caller,
    { put, mimeType: 'application/pdf' },
    async () => {
      const [created] = await k.call(caller, commitUpload, {
        folder_id: null,
        name: `Invoice ${row.invoice.invoice_number.replace(/\//g, '-')}.pdf`,
        blob_key: put.key,
      });
      return created;
    },
  );
  if (!file) return null;
  await k.call(caller, setInvoiceFile, { invoice_id: row.invoice.id, file_id: file.id });
  return file.id;
}
