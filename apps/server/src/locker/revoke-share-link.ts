import type { FastifyInstance } from 'fastify';
import { notFoundError, parseUuid, signInMessage, type LockerDeps } from './locker-http.ts';
import { revokeShareLink } from './locker-sql.ts';

/** DELETE /api/locker/share-links/:id — revoke at once (same as POST /api/rpc/revoke_share_link). */
export function revokeShareLinkEndpoint(app: FastifyInstance, { k }: LockerDeps): void {
  app.delete<{ Params: { id: string } }>('/api/locker/share-links/:id', async (request, reply) => {
    const caller = await k.signedIn(request, signInMessage);
    const id = parseUuid(request.params.id, 'Link not found.');
    const [row] = await k.call(caller, revokeShareLink, { p_link_id: id });
    if (!row?.id) throw notFoundError('Link not found.');
    return reply.send({ id: row.id, revoked_at: row.revoked_at });
  });
}
