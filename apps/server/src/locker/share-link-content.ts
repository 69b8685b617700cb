import type { FastifyInstance } from 'fastify';
import { notFoundError } from './locker-http.ts';
import {
  openLink,
  serveContent,
  type ShareDeps,
  type ShareRequest,
  shareVisitor,
} from './share-http.ts';

/** GET /api/share/:token/content[?inline=1][&grant=…] — the file of a file link. */
export function shareLinkContent(app: FastifyInstance, deps: ShareDeps): void {
  app.get('/api/share/:token/content', async (request: ShareRequest, reply) => {
    const caller = shareVisitor;
    const link = await openLink(deps, caller, request, request.params.token);
    const { file_id: id, name, size, mime_type, sha256, blob_key } = link;
    if (id === null || size === null || mime_type === null || sha256 === null || !blob_key)
      throw notFoundError();
    return serveContent(deps, caller, request, reply, link, {
      id,
      name,
      size,
      mime_type,
      sha256,
      blob_key,
    });
  });
}
