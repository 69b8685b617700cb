import { Readable } from 'node:stream';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { invoiceColumns } from './download-invoice.ts';
import { type InvoiceRow, renderInvoicePdf } from './invoice-pdf.ts';
import type { Caller } from './store-http.ts';

/**
 * Files the invoice of a just-paid order into the member's locker, the locker's own way: the blob
 * first, a pending upload row, then the file row written as the member (the locker's policies
 * apply: without a Medilocker subscription nothing is filed). Best effort: the invoice itself is
 * already issued and downloadable; on any failure the blob and the pending row are removed.
 */
export async function fileInvoiceInLocker(
  db: Database,
  store: BlobStore,
  caller: Caller,
  orderId: string,
): Promise<string | null> {
  const [row] = await db.asRequest(caller.ctx, (tx) =>
    tx.query<InvoiceRow & { id: string; locker_file_id: string | null; subscribed: boolean }>(
      `select ${invoiceColumns},
              pgsubs_private.has_active_subscription(auth.uid(), 'medilocker') as subscribed
         from pgstore.invoices where order_id = $1`,
      [orderId],
    ),
  );
  if (!row || row.locker_file_id || !row.subscribed) return null;
  const pdf = await renderInvoicePdf(row);
  const put = await store.put(Readable.from([Buffer.from(pdf)]));
  try {
    await db.query(
      `insert into pgmedlock_private.uploads (blob_key, owner_id, size, sha256, mime_type)
       values ($1, $2, $3, $4, 'application/pdf')`,
      [put.key, caller.userId, put.size, put.sha256],
    );
    return await db.asRequest(caller.ctx, async (tx) => {
      const [file] = await tx.query<{ id: string }>(
        `insert into pgmedlock.files (owner_id, folder_id, name, blob_key)
         values (auth.uid(), null, $1, $2) returning id::text`,
        [`Invoice ${row.invoice_number.replace(/\//g, '-')}.pdf`, put.key],
      );
      await tx.query('select pgstore_private.set_invoice_file($1, $2)', [row.id, file!.id]);
      return file!.id;
    });
  } catch (error) {
    await db
      .query('delete from pgmedlock_private.uploads where blob_key = $1', [put.key])
      .catch(() => {});
    await store.delete(put.key).catch(() => {});
    throw error;
  }
}
