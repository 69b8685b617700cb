import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../http/kernel.ts';
import { issueEventTicket } from './events-sql.ts';

export const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * POST /api/events/ticket: a single-use ticket, valid 30 seconds, for opening the caller's event
 * stream (`GET /api/events?ticket=…`; EventSource cannot send the Authorization header, and the
 * access token must never travel in a URL). Only its hash is stored.
 */
export function createEventTicket(app: FastifyInstance, k: Kernel): void {
  app.post('/api/events/ticket', async (request, reply) => {
    const caller = await k.signedIn(request, 'Sign in to receive live updates.');
    const ticket = randomBytes(32).toString('base64url');
    const [expiresAt] = await k.call(caller, issueEventTicket, { token_hash: hashTicket(ticket) });
    return reply.code(201).header('cache-control', 'no-store').send({ ticket, expiresAt });
  });
}
