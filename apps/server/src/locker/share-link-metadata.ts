import type { ShareLinkMetadata } from '@athcare/shared/locker.schema';
import type { FastifyInstance } from 'fastify';
import { logAccess } from './access-log.ts';
import { usableLink, type ShareDeps, shareVisitor } from './share-http.ts';

/** GET /api/share/:token — what the landing page shows (name, size, type once unlocked). */
export function shareLinkMetadata(app: FastifyInstance, deps: ShareDeps): void {
  const { k, grants } = deps;
  app.get<{ Params: { token: string } }>('/api/share/:token', async (request, reply) => {
    const caller = shareVisitor;
    const link = await usableLink(k, caller, request, request.params.token);
    const unlocked = !link.has_password || (await grants.present(request, link.id));
    await logAccess(k, request.log, {
      ownerId: link.owner_id,
      fileId: link.file_id,
      shareLinkId: link.id,
      action: 'open',
      result: 'ok',
      ip: request.ip,
    });
    const viewOnly = link.view_only || !link.allow_downloads;
    const remaining =
      link.max_downloads === null ? null : Math.max(0, link.max_downloads - link.download_count);
    const body: ShareLinkMetadata = {
      kind: link.folder_id === null ? 'file' : 'folder',
      name: unlocked ? link.name : null,
      size: unlocked ? link.size : null,
      mimeType: unlocked ? link.mime_type : null,
      expiresAt: new Date(link.expires_at).toISOString(),
      needsPassword: link.has_password,
      unlocked,
      viewOnly,
      allowsDownload: !viewOnly && remaining !== 0,
      downloadsRemaining: remaining,
    };
    // snake_case on the wire, like every other answer.
    return reply.header('cache-control', 'no-store').send({
      kind: body.kind,
      name: body.name,
      size: body.size,
      mime_type: body.mimeType,
      expires_at: body.expiresAt,
      needs_password: body.needsPassword,
      unlocked: body.unlocked,
      view_only: body.viewOnly,
      allows_download: body.allowsDownload,
      downloads_remaining: body.downloadsRemaining,
    });
  });
}
