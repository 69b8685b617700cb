import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The installable app (issue #21): a manifest with icons, and a service worker that keeps the app
// shell and its code, so a reload without a connection still opens the app and says it is offline.

test('the web manifest names the app and its icons', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Athcare', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
  }
});

/** Waits until the worker registered after load is active and controls the page. */
async function untilControlled(page: Page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return !!registration.active && !!navigator.serviceWorker.controller;
    },
    undefined,
    { timeout: 30_000 },
  );
}

test('a reload without a connection still opens the app, says it is offline, and no API answer was cached', async ({
  page,
  context,
}) => {
  await page.goto('/accounts/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The worker registers after load, precaches the shell and takes control of the page.
  await untilControlled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

test('a new deployment: the waiting worker is offered, and Reload brings the page under it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/accounts/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await untilControlled(page);

  // "Deploy" a new version: the served service worker changes (in every encoding the server
  // sends), and this one answers with its version when asked. Restored afterwards.
  const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
  const version = `e2e-${Date.now().toString(36)}`;
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].filter((name) => existsSync(dist + name));
  const originals = new Map(files.map((name) => [name, readFileSync(dist + name)]));
  const next = Buffer.concat([
    originals.get('sw.js') ?? Buffer.alloc(0),
    Buffer.from(
      `\nself.addEventListener('message', (event) => {\n` +
        `  if (event.data && event.data.type === 'E2E_VERSION') event.source.postMessage(${JSON.stringify(version)});\n` +
        `});\n`,
    ),
  ]);
  try {
    writeFileSync(dist + 'sw.js', next);
    if (originals.has('sw.js.br')) writeFileSync(dist + 'sw.js.br', brotliCompressSync(next));
    if (originals.has('sw.js.gz')) writeFileSync(dist + 'sw.js.gz', gzipSync(next));

    // The browser checks for a new worker (on navigation, or as here on request): it installs
    // and waits, and the page offers it.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('alertdialog', { name: 'A new version of Athcare is ready.' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });

    // Reload activates the waiting worker and reloads the page once it has taken control.
    await page.evaluate(() => sessionStorage.setItem('e2e-before-update', 'yes'));
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await untilControlled(page);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const answer = new Promise<unknown>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), {
          once: true,
        });
      });
      navigator.serviceWorker.controller?.postMessage({ type: 'E2E_VERSION' });
      return {
        version: await answer,
        waiting: !!registration?.waiting,
        sameTab: sessionStorage.getItem('e2e-before-update'),
      };
    });
    expect(after).toEqual({ version, waiting: false, sameTab: 'yes' });
    await expect(prompt).toHaveCount(0);
  } finally {
    for (const [name, bytes] of originals) writeFileSync(dist + name, bytes);
  }
});
