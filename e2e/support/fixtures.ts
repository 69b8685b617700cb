import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { loginThroughUi } from './session.ts';

/**
 * `signedIn`: the browser state (cookies + local storage) of the demo member, logged in through the
 * UI once per worker and reused, so journeys do not hit the server's login rate limit.
 */
export const test = base.extend<object, { memberStorageState: string }>({
  memberStorageState: [
    async ({ browser }, use, workerInfo) => {
      const dir = join(workerInfo.project.outputDir, '.auth');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `member-${workerInfo.workerIndex}.json`);
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await loginThroughUi(page);
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
