import { createHash, randomBytes } from 'node:crypto';
import { createShareLinkInputSchema, lockerMessages } from '@athcare/shared/locker.schema';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords.ts';
import { httpError } from '../errors/api-error.ts';
import { notFoundError, parseUuid, signInMessage, type LockerDeps } from './locker-http.ts';
import { createShareLink } from './locker-sql.ts';

/**
 * POST /api/locker/files/:id/share-links and /api/locker/folders/:id/share-links — JSON,
 * snake_case. A link to the caller's active file or folder (a folder link opens every file under
 * it, files added later included); the token is in this answer only, the database keeps its hash.
 */
export function createShareLinkEndpoint(app: FastifyInstance, { k }: LockerDeps): void {
  for (const target of ['file', 'folder'] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/locker/${target}s/:id/share-links`,
      async (request, reply) => {
        const caller = await k.signedIn(request, signInMessage);
        const notFound = target === 'file' ? lockerMessages.notFound : 'Folder not found.';
        const id = parseUuid(request.params.id, notFound);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const parsed = createShareLinkInputSchema.safeParse({
          expiresInHours: body.expires_in_hours,
          password: body.password ?? undefined,
          maxDownloads: body.max_downloads ?? undefined,
          viewOnly: body.view_only,
          allowDownloads: body.allow_downloads,
          label: body.label ?? undefined,
        });
        if (!parsed.success)
          throw httpError(
            400,
            parsed.error.issues[0]?.message ?? 'Invalid input.',
            'invalid_input',
          );
        const input = parsed.data;
        const token = randomBytes(32).toString('base64url');
        const [row] = await k.call(caller, createShareLink, {
          file_id: target === 'file' ? id : null,
          folder_id: target === 'folder' ? id : null,
          token_hash: createHash('sha256').update(token).digest('hex'),
          label: input.label ?? null,
          expires_in_hours: input.expiresInHours,
          password_hash: input.password ? await hashPassword(input.password) : null,
          max_downloads: input.maxDownloads ?? null,
          allow_downloads: input.allowDownloads,
          view_only: input.viewOnly,
        });
        if (!row) throw notFoundError(notFound);
        return reply.code(201).send({ ...row, token, url: `/share/${token}` });
      },
    );
  }
}
