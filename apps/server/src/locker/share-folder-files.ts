import { SHARED_FOLDER_MAX_FILES } from '@athcare/shared/locker.schema';
import type { FastifyInstance } from 'fastify';
import { notFoundError } from './locker-http.ts';
import { listSharedFolder } from './locker-sql.ts';
import { hashShareToken, openLink, type ShareDeps, shareVisitor } from './share-http.ts';

/** GET /api/share/:token/files — a folder link's active files, anywhere under it, by path. */
export function shareFolderFiles(app: FastifyInstance, deps: ShareDeps): void {
  app.get<{ Params: { token: string } }>('/api/share/:token/files', async (request, reply) => {
    const caller = shareVisitor;
    const link = await openLink(deps, caller, request, request.params.token);
    if (link.folder_path === null) throw notFoundError('Folder not found.');
    const rows = await deps.k.call(caller, listSharedFolder, {
      token_hash: hashShareToken(request.params.token),
      max_files: SHARED_FOLDER_MAX_FILES + 1,
    });
    return reply.header('cache-control', 'no-store').send({
      files: rows.slice(0, SHARED_FOLDER_MAX_FILES),
      truncated: rows.length > SHARED_FOLDER_MAX_FILES,
    });
  });
}
