import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// The worker is plain CommonJS given as source, so it runs the same under tsx, vitest and node.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
// Below the event loop's priority: on Linux a nice value is per thread, and with no pid this
// sets this thread's own, so a sign-in storm hashes on the cores the requests leave free and
// uploads and reads keep their time. (Elsewhere it would be the whole process's: left alone.)
if (process.platform === 'linux') {
  try { require('node:os').setPriority(workerData.nice); } catch {}
}
parentPort.on('message', (job) => {
  try {
    const value = job.op === 'hash' ? argon2.hashSync(job.password, job.options)
                                    : argon2.verifySync(job.hash, job.password);
    parentPort.postMessage({ id: job.id, value });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) });
  }
});`;

/** The hashing threads' nice value on Linux (the event loop's stays 0). */
export const hashingNice = 10;

type Job =
  | { op: 'hash'; password: string; options: object }
  | { op: 'verify'; hash: string; password: string };

interface Pending {
  job: Job;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  inFlight: Map<number, Pending>;
}

/**
 * Password hashing on worker threads, one hash at a time per thread (`size` threads: half the
 * cores, passwords.ts). Each hash takes 19 MiB and a core, so a login storm waits in the queue here
 * rather than exhausting memory. Off the event loop entirely: @node-rs/argon2's async call spends over a
 * millisecond on the calling thread before handing off, and a finished hash there waits for the
 * event loop to free its slot; here each worker holds the next job already (`depth` 2), so the
 * cores keep hashing while the event loop serves requests and the database.
 */
export class HashPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private readonly argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

  constructor(
    private readonly size: number,
    private readonly depth = 2,
  ) {}

  hash(password: string, options: object): Promise<string> {
    return this.submit({ op: 'hash', password, options }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.submit({ op: 'verify', hash, password }) as Promise<boolean>;
  }

  private submit(job: Job): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.freeSlot();
      if (!slot) return;
      const pending = this.queue.shift()!;
      const id = this.nextId++;
      slot.inFlight.set(id, pending);
      // A thread with work keeps the process alive; an idle pool does not.
      slot.worker.ref();
      slot.worker.postMessage({ id, ...pending.job });
    }
  }

  private freeSlot(): Slot | undefined {
    let best: Slot | undefined;
    for (const slot of this.slots)
      if (slot.inFlight.size < this.depth && (!best || slot.inFlight.size < best.inFlight.size))
        best = slot;
    if (best && best.inFlight.size === 0) return best;
    if (this.slots.length < this.size) return this.spawn();
    return best;
  }

  private spawn(): Slot {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { argon2: this.argon2Path, nice: hashingNice },
    });
    const slot: Slot = { worker, inFlight: new Map() };
    worker.on('message', (message: { id: number; value?: unknown; error?: string }) => {
      const pending = slot.inFlight.get(message.id);
      slot.inFlight.delete(message.id);
      if (slot.inFlight.size === 0) worker.unref();
      if (pending) {
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.value);
      }
      this.dispatch();
    });
    const fail = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      for (const pending of slot.inFlight.values()) pending.reject(error);
      slot.inFlight.clear();
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`password hashing thread exited (${code})`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }
}
