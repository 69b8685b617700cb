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

test('a reload without a connection still opens the app, says it is offline, and no API answer was cached', async ({
  page,
  context,
}) => {
  await page.goto('/accounts/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The worker registers after load, precaches the shell and takes control of the page.
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return !!registration.active && !!navigator.serviceWorker.controller;
    },
    undefined,
    { timeout: 30_000 },
  );

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
