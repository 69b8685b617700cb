import type { FastifyInstance } from 'fastify';
import { notFoundError, parseUuid } from './locker-http.ts';
import { sharedFolderFile } from './locker-sql.ts';
import {
  deny,
  hashShareToken,
  openLink,
  serveContent,
  type ShareDeps,
  shareVisitor,
} from './share-http.ts';

/** GET /api/share/:token/files/:fileId/content[?inline=1][&grant=…] — one file of a folder link. */
export function shareFolderFileContent(app: FastifyInstance, deps: ShareDeps): void {
  app.get<{ Params: { token: string; fileId: string }; Querystring: { inline?: string } }>(
    '/api/share/:token/files/:fileId/content',
    async (request, reply) => {
      const caller = shareVisitor;
      const link = await openLink(deps, caller, request, request.params.token);
      const fileId = parseUuid(request.params.fileId);
      const [file] =
        link.folder_path === null
          ? []
          : await deps.k.call(caller, sharedFolderFile, {
              token_hash: hashShareToken(request.params.token),
              file_id: fileId,
            });
      if (!file) {
        // Not under the shared folder (or gone): the same answer as a file that does not exist.
        await deny(deps.k, request, link, 'not_in_folder', null);
        throw notFoundError();
      }
      return serveContent(deps, caller, request, reply, link, file);
    },
  );
}
