import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../http/kernel.ts';
import { onShuttingDown } from '../observability/readiness.ts';
import { createEventTicket } from './create-event-ticket.ts';
import { streamEvents } from './stream-events.ts';

/**
 * Live events (issue #17): a ticket, then the stream. Streams never end by themselves: they end
 * at the shutdown signal (so the drain does not wait for them) and at the latest when the app
 * closes.
 */
export function eventsRoutes(app: FastifyInstance, k: Kernel): void {
  createEventTicket(app, k);
  streamEvents(app, k);
  onShuttingDown(app, () => void k.live.close());
  app.addHook('onClose', () => k.live.close());
}
