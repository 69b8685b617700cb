import type { Database } from './database.ts';

/**
 * The database's health as last seen by a background probe, so /api/health answers at once and
 * never waits behind the database's queue (PGlite runs one statement at a time for everyone).
 * A failed probe marks the database unavailable until one succeeds.
 */
export function startHealthProbe(
  db: Database,
  intervalMs = 2_000,
): { healthy(): boolean; probe(): Promise<void>; stop(): void } {
  let healthy = true;
  let inFlight: Promise<void> | undefined;
  const probe = () => {
    inFlight ??= db
      .query('select 1')
      .then(
        () => {
          healthy = true;
        },
        () => {
          healthy = false;
        },
      )
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  const timer = setInterval(() => void probe(), intervalMs);
  timer.unref();
  return { healthy: () => healthy, probe, stop: () => clearInterval(timer) };
}
