import { describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import {
  ReplayPosition,
  commitLsnRecorder,
  currentRequestWrites,
  formatLsn,
  noteSessionStarted,
  parseLsn,
  trackWrites,
  type RequestWrites,
} from './read-your-writes.ts';

describe('WAL positions', () => {
  it('reads and prints pg_lsn text', () => {
    expect(parseLsn('0/3016098')).toBe(0x3016098n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(formatLsn((0x16n << 32n) | 0xb374d848n)).toBe('16/B374D848');
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    for (const bad of ['', '0', '0/', 'x/1', '1/2/3', '123456789/0'])
      expect(parseLsn(bad)).toBe(undefined);
  });
});

describe('tracking a request’s writes', () => {
  it('records the furthest commit and the sessions started, only inside the request', async () => {
    expect(commitLsnRecorder()).toBe(undefined);
    const writes: RequestWrites = { wrote: undefined, sessionsStarted: [], mustSee: undefined };
    await trackWrites(writes, async () => {
      await Promise.resolve();
      commitLsnRecorder()!('0/20');
      commitLsnRecorder()!('0/10');
      noteSessionStarted('s1');
      expect(currentRequestWrites()).toBe(writes);
    });
    expect(writes.wrote).toBe(0x20n);
    expect(writes.sessionsStarted).toEqual(['s1']);
    noteSessionStarted('outside');
    expect(writes.sessionsStarted).toEqual(['s1']);
  });
});

describe('the replica’s replay position', () => {
  function fakeReplica(answers: (string | null | Error)[]) {
    let asked = 0;
    const replica = {
      query: () => {
        const answer = answers[Math.min(asked++, answers.length - 1)];
        return answer instanceof Error
          ? Promise.reject(answer)
          : Promise.resolve([{ lsn: answer ?? null }]);
      },
    } as unknown as Database;
    return { replica, asked: () => asked };
  }

  it('asks at most once per interval, and never again for a position already passed', async () => {
    let now = 0;
    const { replica, asked } = fakeReplica(['0/10', '0/30']);
    const position = new ReplayPosition(replica, 10, () => now);
    expect(await position.reached(0x20n)).toBe(false);
    expect(asked()).toBe(1);
    now = 5; // within the interval: the cached answer stands (a read goes to the primary)
    expect(await position.reached(0x20n)).toBe(false);
    expect(await position.reached(0x10n)).toBe(true);
    expect(asked()).toBe(1);
    now = 11;
    const both = await Promise.all([position.reached(0x20n), position.reached(0x30n)]);
    expect(both).toEqual([true, true]);
    expect(asked()).toBe(2); // one query for both
  });

  it('counts a replica that cannot say (down, or not a standby) as not there yet', async () => {
    let now = 0;
    const { replica } = fakeReplica([new Error('connection refused'), null]);
    const position = new ReplayPosition(replica, 10, () => now);
    expect(await position.reached(1n)).toBe(false);
    now = 20;
    expect(await position.reached(1n)).toBe(false);
  });
});
