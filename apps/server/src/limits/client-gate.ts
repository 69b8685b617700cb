/**
 * A per-client concurrency cap: one client (a signed-in user, or an IP when anonymous) runs at
 * most `maxConcurrent` API requests at once; more wait in the client's own queue, and past
 * `maxQueued` waiting ones it gets 429. Waiting requests hold no database connection, so a client
 * firing slow requests takes at most maxConcurrent of the pool and everyone else keeps theirs.
 */
export class ClientGate {
  private readonly clients = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(
    private readonly maxConcurrent: number,
    private readonly maxQueued: number,
  ) {}

  /** Resolves with the release function once the client may run; undefined when its queue is full. */
  async enter(key: string): Promise<(() => void) | undefined> {
    let c = this.clients.get(key);
    if (!c) {
      c = { running: 0, waiting: [] };
      this.clients.set(key, c);
    }
    if (c.running >= this.maxConcurrent) {
      if (c.waiting.length >= this.maxQueued) return undefined;
      const client = c;
      await new Promise<void>((resolve) => client.waiting.push(resolve));
    } else {
      c.running += 1;
    }
    const entry = c;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = entry.waiting.shift();
      if (next) {
        next(); // the slot passes to the next waiting request: running stays the same
        return;
      }
      entry.running -= 1;
      if (entry.running === 0) this.clients.delete(key);
    };
  }

  /** Requests running and waiting for a client (tests, metrics). */
  load(key: string): { running: number; waiting: number } {
    const c = this.clients.get(key);
    return { running: c?.running ?? 0, waiting: c?.waiting.length ?? 0 };
  }
}
