import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import type { Kernel } from '../http/kernel.ts';
import { leaveClientGate } from '../limits/client-gate-plugin.ts';
import { hashTicket } from './create-event-ticket.ts';
import { redeemEventTicket } from './events-sql.ts';

const ticketPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/events?ticket=…: the caller's live events as server-sent events (http/live-events.ts):
 * `event: <kind>` with `data: {"id": …}` for rows of theirs that changed, nothing of anyone else.
 */
export function streamEvents(app: FastifyInstance, k: Kernel): void {
  app.get<{ Querystring: { ticket?: string } }>('/api/events', async (request, reply) => {
    const ticket = request.query.ticket;
    if (typeof ticket !== 'string' || !ticketPattern.test(ticket)) {
      throw httpError(401, 'A live-update ticket is required.', 'ticket_required');
    }
    // As the service: the request carries no token (EventSource sends no Authorization header);
    // the single-use ticket is the credential, and the function checks its session is alive.
    const [owner] = await k.callAsService(redeemEventTicket, { token_hash: hashTicket(ticket) });
    if (!owner) {
      throw httpError(
        401,
        'This live-update ticket is not valid; ask for a new one.',
        'bad_ticket',
      );
    }
    // The stream is bounded by its own per-user limit; it must not hold one of the client's few
    // request slots for as long as the page stays open.
    leaveClientGate(request);
    await k.live.open(owner, request, reply);
  });
}
