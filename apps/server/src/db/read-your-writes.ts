import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database.ts';

/**
 * Read-your-writes over a streaming replica, the database half: positions in the primary's
 * write-ahead log (LSNs), what one request's writes reached, and how far the replica has replayed.
 * The HTTP half (who must read from the primary, the cookie) is http/replica-reads.ts.
 */

/** A WAL position as PostgreSQL prints a pg_lsn (`16/B374D848`), as a number to compare. */
export function parseLsn(text: string): bigint | undefined {
  const m = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!m) return undefined;
  return (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`);
}

export function formatLsn(lsn: bigint): string {
  const hi = (lsn >> 32n).toString(16).toUpperCase();
  const lo = (lsn & 0xffffffffn).toString(16).toUpperCase();
  return `${hi}/${lo}`;
}

/** What one request (an async context) wrote and must see. */
export interface RequestWrites {
  /** The primary's WAL position after this request's last commit, when it committed a write. */
  wrote: bigint | undefined;
  /** Sessions this request started (signing in): their next reads must see its writes too. */
  sessionsStarted: string[];
  /** A position the client's reads must see: what its earlier writes reached (signed cookie). */
  mustSee: bigint | undefined;
}

const scope = new AsyncLocalStorage<RequestWrites>();

/** Runs fn (a request's handling) with its own RequestWrites; writes inside it are recorded. */
export function trackWrites<T>(writes: RequestWrites, fn: () => T): T {
  return scope.run(writes, fn);
}

/** The current request's RequestWrites, when inside trackWrites. */
export function currentRequestWrites(): RequestWrites | undefined {
  return scope.getStore();
}

/**
 * The PostgreSQL driver's hook (PostgresOptions.commitLsn): inside a tracked request, a function
 * taking the WAL position after a commit; outside one (migrations, sweeps), undefined, and the
 * commit asks for nothing more.
 */
export function commitLsnRecorder(): ((lsn: string) => void) | undefined {
  const writes = scope.getStore();
  if (!writes) return undefined;
  return (text) => {
    const lsn = parseLsn(text);
    if (lsn !== undefined && (writes.wrote === undefined || lsn > writes.wrote)) writes.wrote = lsn;
  };
}

/** A session started in the current request (sign-in, registration): it must see the request's writes. */
export function noteSessionStarted(sessionId: string): void {
  scope.getStore()?.sessionsStarted.push(sessionId);
}

/**
 * How far a hot standby has replayed the primary's WAL (`pg_last_wal_replay_lsn()`), asked at most
 * once per `maxAgeMs` and by one query at a time. Replay only moves forward, so a cached position
 * already past the one asked about is an answer at any age; a stale cache only sends a read to the
 * primary, never a stale read to the replica.
 */
export class ReplayPosition {
  private replayed = 0n;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<void> | undefined;

  constructor(
    private readonly replica: Database,
    private readonly maxAgeMs = 10,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Has the replica replayed up to `lsn`? False when it cannot say (down, or not a standby). */
  async reached(lsn: bigint): Promise<boolean> {
    if (this.replayed >= lsn) return true;
    if (this.now() - this.checkedAt >= this.maxAgeMs) await this.refresh();
    return this.replayed >= lsn;
  }

  private refresh(): Promise<void> {
    this.inFlight ??= this.replica
      .query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn')
      .then(
        ([row]) => {
          const lsn = row?.lsn ? parseLsn(row.lsn) : undefined;
          if (lsn !== undefined && lsn > this.replayed) this.replayed = lsn;
        },
        () => undefined, // a replica that cannot answer has not reached anything: primary
      )
      .finally(() => {
        this.checkedAt = this.now();
        this.inFlight = undefined;
      });
    return this.inFlight;
  }
}
