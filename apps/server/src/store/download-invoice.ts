import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { signInMessage, type StoreDeps, uuidOrNull } from './store-deps.ts';
import { invoiceOf } from './store-sql.ts';

/**
 * GET /api/store/orders/{orderId}/invoice.pdf: the GST invoice of the caller's paid order (an
 * admin may read any). Another member's order answers 404, as an order without an invoice does.
 */
export function downloadInvoiceRoute(app: FastifyInstance, { k }: StoreDeps): void {
  app.get<{ Params: { orderId: string } }>(
    '/api/store/orders/:orderId/invoice.pdf',
    async (request, reply) => {
      const caller = await k.signedIn(request, signInMessage);
      const orderId = uuidOrNull(request.params.orderId);
      const [row] = orderId
        ? await k.call(caller, invoiceOf, { order_id: orderId }, { readOnly: true })
        : [];
      if (!row) throw httpError(404, 'Invoice not found.', 'not_found');
      const pdf = await renderInvoicePdf(row.invoice);
      const name = `invoice-${row.invoice.invoice_number.replace(/\//g, '-')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  );
}
