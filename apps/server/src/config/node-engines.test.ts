import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, requiredNodeRange } from '../../../../scripts/check-node.mjs';

const root = new URL('../../../../', import.meta.url);

describe('the Node.js version check run before npm start and the server start', () => {
  it('accepts the floor and anything newer', () => {
    expect(nodeVersionProblem('24.11.0', '>=24.11.0')).toBeNull();
    expect(nodeVersionProblem('v24.21.0', '>=24.11.0')).toBeNull();
    expect(nodeVersionProblem('26.0.0', '>=24.11.0')).toBeNull();
  });

  it('refuses an older Node with a message naming both versions', () => {
    const problem = nodeVersionProblem('20.20.2', '>=24.11.0');
    expect(problem).toContain('needs Node.js 24.11.0 or newer');
    expect(problem).toContain('this is Node.js 20.20.2');
    expect(nodeVersionProblem('24.10.9', '>=24.11.0')).not.toBeNull();
    expect(nodeVersionProblem('v22.99.0', '>=24.11.0')).not.toBeNull();
  });

  it('understands only the ">=" form the root package.json uses', () => {
    expect(() => nodeVersionProblem('24.11.0', '^24.11.0')).toThrow(/Unsupported engines/);
  });

  it('requires an LTS line at least Node 24, and CI pins a release inside it', () => {
    const range = requiredNodeRange();
    expect(Number(/^>=\s*(\d+)/.exec(range)?.[1])).toBeGreaterThanOrEqual(24);
    const pinned = readFileSync(new URL('.node-version', root), 'utf8').trim();
    expect(nodeVersionProblem(pinned, range)).toBeNull();
    expect(Number(pinned.split('.')[0]) % 2).toBe(0); // even majors are the LTS lines
  });
});
