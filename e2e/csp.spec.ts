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
