import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { type CspViolation, watchCsp } from './csp.ts';
import { journeyBaseUrl } from './servers.ts';
import { loginThroughUi } from './session.ts';

/**
 * Every journey imports `test` from here:
 * - the app must work under its Content-Security-Policy: any violation the browser reports in any
 *   context of the worker (the default one and those a spec opens with `browser.newContext`) fails
 *   the test it happened in (`cspViolations` lists them; a test that provokes one on purpose
 *   empties it);
 * - `baseURL`: the worker's own server (servers.ts), so the workers' journeys never share data;
 * - `memberStorageState`: the browser state (cookies + local storage) of the demo member, logged
 *   in through the UI once per worker and reused, so journeys do not hit the login rate limit.
 *   Logged in again once it is older than `memberStateMaxAgeMs`: past its access token's 15
 *   minutes, every journey would present the same refresh token, and the second to do so is a
 *   replay that ends the session (a run on a slow machine keeps a worker that long).
 */
const memberStateMaxAgeMs = 10 * 60_000;

export const test = base.extend<
  { cspGuard: void; memberStorageState: string },
  { memberLogin: () => Promise<string>; cspViolations: CspViolation[] }
>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(journeyBaseUrl(testInfo.parallelIndex)),
  cspViolations: [
    async ({ browser }, use) => {
      const found: CspViolation[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const context = await newContext(...args);
        await watchCsp(context, found);
        return context;
      };
      await use(found);
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  cspGuard: [
    async ({ context, cspViolations }, use) => {
      await watchCsp(context, cspViolations);
      await use();
      const seen = cspViolations.splice(0);
      expect(seen, 'Content-Security-Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
  memberLogin: [
    async ({ browser }, use, workerInfo) => {
      const dir = join(workerInfo.project.outputDir, '.auth');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `member-${workerInfo.workerIndex}.json`);
      let loggedInAt = -Infinity;
      await use(async () => {
        if (Date.now() - loggedInAt > memberStateMaxAgeMs) {
          const context = await browser.newContext({
            baseURL: journeyBaseUrl(workerInfo.parallelIndex),
          });
          const page = await context.newPage();
          await loginThroughUi(page);
          await context.storageState({ path: file });
          await context.close();
          loggedInAt = Date.now();
        }
        return file;
      });
    },
    { scope: 'worker' },
  ],
  memberStorageState: async ({ memberLogin }, use) => use(await memberLogin()),
});

export { expect };
