/**
 * The journeys run in `journeyWorkers` Playwright workers, each against a server of its own
 * (E2E_PORT, E2E_PORT + 1, …) with its own embedded database, demo data, mail folder and log, so
 * that two journeys running at once never see each other's bookings, carts or files.
 */
export const firstJourneyPort = Number(process.env.E2E_PORT ?? 3100);

/**
 * Two by default, one per core of CI's machine. One journey at a time left a tenth of both cores
 * idle, in waits for networks to go quiet, animations and polls; two keep them busy and took the
 * 116 journeys from 12.1–13.4 minutes to 9.8–12.5 (three runs each way on one machine, none
 * retried). Set it rather than Playwright's --workers, which would start no server for the extra
 * workers.
 */
export const journeyWorkers = Number(process.env.E2E_WORKERS ?? 2);

/** The port of the server that the worker in slot `parallelIndex` (0-based) runs against. */
export const journeyPort = (parallelIndex: number): number => firstJourneyPort + parallelIndex;

export const journeyBaseUrl = (parallelIndex: number): string =>
  `http://localhost:${journeyPort(parallelIndex)}`;

/** Every journey server's port. */
export const journeyPorts = (): number[] =>
  Array.from({ length: journeyWorkers }, (_, index) => journeyPort(index));
