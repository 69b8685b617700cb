import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ShutdownLog {
  info(message: string): void;
  error(details: object, message: string): void;
}

/**
 * On SIGTERM or SIGINT: run `drain` once (stop accepting, let in-flight requests finish, then close
 * the database) and exit 0; exit 1 if it throws or takes longer than `graceMs` (an orchestrator's
 * own grace period is usually 30 s). A second signal while draining changes nothing.
 */
export function exitGracefullyOnSignals(
  drain: () => Promise<void>,
  log: ShutdownLog,
  graceMs = 25_000,
): void {
  let started = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    log.info(`${signal} received: draining requests, then closing the database`);
    const timer = setTimeout(() => {
      log.error({ graceMs }, 'shutdown did not finish in time');
      process.exit(1);
    }, graceMs);
    timer.unref();
    drain().then(
      () => {
        clearTimeout(timer);
        log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/**
 * Requests the server has started but not answered, and connections accepted whose first request
 * has not been read yet. Node's `server.close()` destroys every connection it deems idle, which
 * includes a just-accepted one whose request bytes are still unread on a busy event loop: closing
 * before those are read would reset them. `settled()` resolves once neither kind is left (a
 * connection that sent nothing for `silentMs` counts as idle, e.g. a browser's preconnect).
 */
export function trackInFlight(
  server: Server,
  silentMs = 2_000,
): { settled(pollMs?: number): Promise<void> } {
  let active = 0;
  const unread = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    unread.set(socket, Date.now());
    socket.once('close', () => unread.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    unread.delete(request.socket);
    active++;
    response.once('close', () => active--);
  });
  const busy = () => {
    const now = Date.now();
    for (const [socket, since] of unread) if (now - since >= silentMs) unread.delete(socket);
    return active > 0 || unread.size > 0;
  };
  return {
    async settled(pollMs = 50) {
      while (busy()) await new Promise((resolve) => setTimeout(resolve, pollMs));
    },
  };
}
