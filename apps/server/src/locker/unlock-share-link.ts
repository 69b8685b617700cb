import {
  lockerMessages,
  SHARE_GRANT_TTL_SECONDS,
  SHARE_LINK_LOCK_MINUTES,
  SHARE_LINK_MAX_ATTEMPTS,
  unlockShareLinkInputSchema,
} from '@athcare/shared/locker.schema';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../auth/passwords.ts';
import { httpError } from '../errors/api-error.ts';
import { callIn } from '../http/sql-function.ts';
import { logAccess } from './access-log.ts';
import { lockShareLinkForClient, recordClientUnlockAttempt } from './locker-sql.ts';
import { tokenHashOf, type ShareDeps } from './share-http.ts';

/**
 * POST /api/share/:token/unlock {password} → {grant, expires_in}. Five wrong tries lock out that
 * client (its address) for 15 minutes, doubling with each lockout; others keep trying (0141).
 */
export function unlockShareLink(app: FastifyInstance, { k, grants }: ShareDeps): void {
  app.post<{ Params: { token: string } }>('/api/share/:token/unlock', async (request, reply) => {
    const parsed = unlockShareLinkInputSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      throw httpError(400, parsed.error.issues[0]?.message ?? 'Invalid input.', 'invalid_input');
    const tokenHash = tokenHashOf(request.params.token);
    if (!tokenHash) throw httpError(404, lockerMessages.linkNotFound, 'not_found');
    // As the service: the link's row lock must be held across the argon2id check made here, so
    // attempts on one link take turns and the limit cannot be raced; the visitor has no role that
    // could hold it.
    const clientKey = `ip:${request.ip}`;
    const outcome = await k.asService(async (tx) => {
      const [l] = await callIn(tx, lockShareLinkForClient, {
        token_hash: tokenHash,
        client_key: clientKey,
      });
      if (!l) return { kind: 'missing' as const };
      const link = { id: l.id, owner_id: l.owner_id, file_id: l.file_id };
      if (l.revoked) return { kind: 'revoked' as const, link };
      if (l.expired) return { kind: 'expired' as const, link };
      if (!l.password_hash) return { kind: 'open' as const, link };
      if (l.locked_for !== null) return { kind: 'locked' as const, link, retryAfter: l.locked_for };
      const succeeded = await verifyPassword(l.password_hash, parsed.data.password);
      const [after] = await callIn(tx, recordClientUnlockAttempt, {
        link_id: l.id,
        client_key: clientKey,
        succeeded,
        max_attempts: SHARE_LINK_MAX_ATTEMPTS,
        lock_minutes: SHARE_LINK_LOCK_MINUTES,
      });
      if (succeeded) return { kind: 'ok' as const, link };
      if (after?.locked_for) return { kind: 'locked' as const, link, retryAfter: after.locked_for };
      return {
        kind: 'wrong' as const,
        link,
        left: SHARE_LINK_MAX_ATTEMPTS - (after?.failed_attempts ?? 0),
      };
    });
    if (outcome.kind === 'missing') throw httpError(404, lockerMessages.linkNotFound, 'not_found');
    const { link } = outcome;
    const log = (action: 'unlock' | 'denied', result: string) =>
      logAccess(k, request.log, {
        ownerId: link.owner_id,
        fileId: link.file_id,
        shareLinkId: link.id,
        action,
        result,
        ip: request.ip,
      });
    switch (outcome.kind) {
      case 'revoked':
        await log('denied', 'revoked');
        throw httpError(410, lockerMessages.linkRevoked, 'revoked');
      case 'expired':
        await log('denied', 'expired');
        throw httpError(410, lockerMessages.linkExpired, 'expired');
      case 'locked':
        await log('denied', 'locked');
        throw httpError(
          429,
          lockerMessages.linkLocked,
          'locked',
          `Try again in ${Math.ceil(outcome.retryAfter / 60)} minutes.`,
          {
            'retry-after': String(outcome.retryAfter),
          },
        );
      case 'wrong':
        await log('denied', 'wrong_password');
        throw httpError(
          401,
          lockerMessages.wrongPassword,
          'wrong_password',
          `${outcome.left} attempts left.`,
        );
      case 'open':
      case 'ok':
        await log('unlock', 'ok');
        return reply.send({
          grant: await grants.sign(link.id),
          expires_in: SHARE_GRANT_TTL_SECONDS,
        });
    }
  });
}
