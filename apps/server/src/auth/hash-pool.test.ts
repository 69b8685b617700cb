import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { HashPool, hashingNice } from './hash-pool.ts';

/** Each thread of this process with its nice value (field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

describe.runIf(process.platform === 'linux')('the password hashing pool', () => {
  const pool = new HashPool(2);

  it('hashes on threads below the event loop priority, leaving the event loop at its own', async () => {
    const before = threadNiceValues().filter((nice) => nice === hashingNice).length;
    const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
    const [a, b] = await Promise.all([
      pool.hash('first password', options),
      pool.hash('second password', options),
    ]);
    expect(await pool.verify(a, 'first password')).toBe(true);
    expect(await pool.verify(b, 'first password')).toBe(false);
    expect(threadNiceValues().filter((nice) => nice === hashingNice).length).toBe(before + 2);
    expect(getPriority()).toBe(0);
  });
});
