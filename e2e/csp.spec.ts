import { expect, test } from './support/fixtures.ts';

// The CSP guard in support/fixtures.ts fails any journey whose pages break the policy; this spec
// proves the policy is there and enforced, and that the guard sees a violation when one happens.

test('pages carry the CSP and the security headers, and assets are served compressed', async ({
  page,
}) => {
  const response = await page.goto('/accounts/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  const entry = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type=module]')!.src,
  );
  const asset = await page.request.get(entry, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the browser refuses an inline script and an inline style, and the guard reports them', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/accounts/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { display: none; }';
    document.head.append(style);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect
    .poll(() => cspViolations.map((v) => v.what).join('\n'))
    .toMatch(/script-src-elem[\s\S]*style-src-elem|style-src-elem[\s\S]*script-src-elem/);
  // Provoked on purpose: not a failure of this test.
  cspViolations.splice(0);
});

test("a page names its own route's chunks for preloading, and the browser fetches each once", async ({
  page,
}) => {
  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
  });
  await page.goto('/accounts/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  const preloaded = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
      (link) => new URL(link.href).pathname,
    ),
  );
  // The login form's chunk comes with the page (the server adds it for this address), not
  // after the entry has run and asked for it.
  expect(preloaded.some((path) => /^\/assets\/login-form-[\w-]+\.js$/.test(path))).toBe(true);
  // A preload that did not match the module's own fetch would be downloaded twice.
  for (const path of preloaded) expect(fetched.get(path), path).toBe(1);
});
