import { describe, expect, it } from 'vitest';
import { ClientGate } from './client-gate.ts';

describe('the per-client gate', () => {
  it('runs at most maxConcurrent per client, queues the next ones, refuses past the queue', async () => {
    const gate = new ClientGate(2, 1);
    const a1 = await gate.enter('a');
    const a2 = await gate.enter('a');
    expect(gate.load('a')).toEqual({ running: 2, waiting: 0 });
    let third: (() => void) | undefined;
    const waiting = gate.enter('a').then((r) => (third = r));
    await Promise.resolve();
    expect(gate.load('a')).toEqual({ running: 2, waiting: 1 });
    expect(await gate.enter('a')).toBeUndefined(); // the queue is full
    // Another client is not held up by a's requests.
    const b = await gate.enter('b');
    expect(b).toBeTypeOf('function');
    a1?.();
    a1?.(); // releasing twice frees one slot only
    await waiting;
    expect(third).toBeTypeOf('function');
    expect(gate.load('a')).toEqual({ running: 2, waiting: 0 });
    a2?.();
    third?.();
    b?.();
    expect(gate.load('a')).toEqual({ running: 0, waiting: 0 });
    expect(gate.load('b')).toEqual({ running: 0, waiting: 0 });
  });
});
