import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { type InvoiceRow, renderInvoicePdf } from './invoice-pdf.ts';
import { callerOf, parseId, sendError } from './store-http.ts';

export const invoiceColumns = `id::text, invoice_number, issued_at::text, order_id::text, seller_name,
  seller_address, seller_gstin, seller_state_code, buyer_name, buyer_address, buyer_state_code,
  supply, lines, taxable_paise::text, cgst_paise::text, sgst_paise::text, igst_paise::text,
  checkout_tax_paise::text, total_paise::text, locker_file_id::text`;

/**
 * GET /api/store/orders/{orderId}/invoice.pdf: the GST invoice of the caller's paid order (an
 * admin may read any). Another member's order answers 404, as an order without an invoice does.
 */
export function downloadInvoiceRoute(
  app: FastifyInstance,
  deps: { db: Database; config: Config },
): void {
  app.get<{ Params: { orderId: string } }>(
    '/api/store/orders/:orderId/invoice.pdf',
    async (request, reply) => {
      try {
        const caller = await callerOf(request, deps.config);
        const orderId = parseId(request.params.orderId, 'Invoice');
        const [invoice] = await deps.db.asRequest({ ...caller.ctx, readOnly: true }, (tx) =>
          tx.query<InvoiceRow>(
            `select ${invoiceColumns} from pgstore.invoices where order_id = $1`,
            [orderId],
          ),
        );
        if (!invoice) throw new ApiError(404, 'PT404', 'Invoice not found.');
        const pdf = await renderInvoicePdf(invoice);
        const name = `invoice-${invoice.invoice_number.replace(/\//g, '-')}.pdf`;
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(pdf));
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );
}
