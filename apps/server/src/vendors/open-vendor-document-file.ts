import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import { uuidPattern } from '../http/caller.ts';
import { isOn, sendBlob } from '../locker/locker-http.ts';
import type { VendorDeps } from './vendor-routes.ts';
import { openVendorDocumentFile } from './vendor-sql.ts';

/**
 * GET /api/vendor/documents/:documentId/files/:fileId/content[?inline=1] — a file of a vendor's
 * identity document, for admins reviewing it (the file lives in the vendor's locker, which admins
 * cannot read). The SQL function refuses anyone but an admin (403), answers only for a file the
 * document names (else 404), and writes the opening to the audit log and to the vendor's locker
 * access log. The bytes go out with the locker's headers (no-store, nosniff, sandboxed).
 */
export function openVendorDocumentFileRoute(app: FastifyInstance, { k, store }: VendorDeps): void {
  app.get<{
    Params: { documentId: string; fileId: string };
    Querystring: { inline?: string };
  }>('/api/vendor/documents/:documentId/files/:fileId/content', async (request, reply) => {
    const caller = await k.signedIn(request, 'Sign in to open vendor documents.');
    const notFound = () => httpError(404, 'This document file does not exist.', 'not_found');
    const documentId = Number(request.params.documentId);
    const fileId = request.params.fileId;
    if (!Number.isSafeInteger(documentId) || documentId <= 0 || !uuidPattern.test(fileId)) {
      throw notFound();
    }
    const inline = isOn(request.query.inline);
    const [file] = await k.call(caller, openVendorDocumentFile, {
      document: documentId,
      file: fileId.toLowerCase(),
      action: inline ? 'view' : 'download',
    });
    if (!file) throw notFound();
    return sendBlob(store, request, reply, file, inline ? 'inline' : 'attachment', true);
  });
}
