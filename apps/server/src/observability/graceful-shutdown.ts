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
