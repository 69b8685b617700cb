import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { sidewaysOverflow } from './support/layout.ts';

test.describe('without a session', () => {
  test('an unknown address shows Not Found', async ({ page }) => {
    // One segment could be a member's page (/{username}): that is the root guard's to protect.
    await page.goto('/this-page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await page.goto('/accounts/no-such-page');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  });

  test('a one-segment address is a member page, so a logged-out visitor is sent to login', async ({
    page,
  }) => {
    await page.goto('/someone');
    await expect(page).toHaveURL(/\/accounts\/login\?redirect=%2Fsomeone/);
  });

  test('the root guard sends a logged-out visitor to login with the original address', async ({
    page,
  }) => {
    await page.goto('/pricing?from=test');
    await expect(page).toHaveURL(/\/accounts\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/pricing?from=test');
  });

  test('the login page shows the spec texts and validates required fields', async ({ page }) => {
    await page.goto('/accounts/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Provide your email & password to login.')).toBeVisible();
    await expect(page.getByRole('link', { name: "Don't have an account?" })).toHaveAttribute(
      'href',
      '/accounts/registration',
    );
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email or username is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
  });

  test("every page's scripts load at low priority, after the document and its stylesheet", async ({
    request,
  }) => {
    // The build marks the entry's, the server the route's own preloads: the first paint (the
    // splash or a prerendered page) needs none of them.
    for (const path of ['/accounts/login', '/explore/doctors', '/demomember/docs']) {
      const html = await (await request.get(path)).text();
      const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag, path).toContain('fetchpriority="low"');
      expect(html, path).toMatch(/<link rel="stylesheet"(?![^>]*fetchpriority)[^>]*>/);
    }
  });

  test('the login page shows before its JavaScript, and sends nothing until the app runs', async ({
    page,
  }) => {
    // As a phone on a slow connection has it before the scripts arrive: the build's prerendered
    // copy, read-only, its button disabled.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/accounts/login?redirect=%2Fpricing');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Provide your email & password to login.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    // Enter in a field sends no form (it would go as a GET with the password in the address).
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/accounts\/login\?redirect=%2Fpricing$/);

    // With its scripts the app takes over the same page, and the form works.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByLabel('Email', { exact: true })).toBeEditable();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email or username is required.')).toBeVisible();
  });

  test('the login page has no serious accessibility violations, in light and dark', async ({
    page,
  }) => {
    await page.goto('/accounts/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the chosen theme survives a reload, applied before first paint', async ({ page }) => {
    await page.goto('/accounts/login');
    await expect(page.locator('html')).toHaveClass(/light/); // the app default
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

    // public/boot.js, loaded by index.html, sets the class before any module runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('the login page is usable at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/accounts/login');
    const button = page.getByRole('button', { name: 'Login' });
    await expect(button).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

test.describe("a signed-in page's frame", () => {
  // The frame comes with the server's page; the service worker would answer with the app's own.
  test.use({
    serviceWorkers: 'block',
    storageState: async ({ memberStorageState }, use) => use(memberStorageState),
  });

  test('shows the page before its JavaScript, to a member signed in on this browser only', async ({
    page,
    browser,
  }) => {
    // As a phone on a slow connection has it before the scripts arrive: the shell and the page's
    // title and lead (a profile's or a product's data), then the app in their place.
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const [path, title] of [
      ['/trackers', 'Trackers'],
      ['/explore/doctors', 'Find a doctor'],
      ['/explore/hospitals', 'Hospitals'],
      ['/demomember/docs', 'My documents'],
      ['/store/products', 'Store'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title }), path).toBeVisible();
      await expect(page.locator('[data-splash]'), path).toBeHidden();
    }
    // A profile, a hospital, a lab test and a product: their frame is their data, as anyone may
    // read it (the first of each, its name and, where the page has one, the start of its text).
    const first = async (path: string, profile: string) => {
      const answer = await page.request.get(path, { headers: { 'accept-profile': profile } });
      expect(answer.ok(), path).toBe(true);
      return ((await answer.json()) as { id: number; name: string; text?: string }[])[0]!;
    };
    const doctor = await first(
      '/api/profile?select=id,name,text:bio&bio=not.is.null&order=id&limit=1',
      'pgpersonnel',
    );
    const hospital = await first('/api/hospitals?select=id,name&order=id&limit=1', 'pgvendor');
    const labTest = await first('/api/lab_tests?select=id,name&order=id&limit=1', 'pgcontent');
    const product = await first(
      '/api/products?select=id,name:title,text:description&order=id&limit=1',
      'pgstore',
    );
    for (const [path, { name, text }] of [
      [`/explore/doctors/${doctor.id}`, doctor],
      [`/explore/hospitals/${hospital.id}`, hospital],
      [`/explore/lab-tests/${labTest.id}`, labTest],
      [`/store/products/${product.id}`, product],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name, level: 1 }), path).toBeVisible();
      if (text) await expect(page.getByText(text.slice(0, 40)), path).toBeVisible();
      await expect(page.locator('[data-splash]'), path).toBeHidden();
    }
    await page.unroute('**/assets/*.js');
    await page.goto(`/store/products/${product.id}`);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await page.goto('/demomember/docs');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'My documents' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // Signed out, the same address shows the splash, then the login page.
    const signedOut = await browser.newContext({
      serviceWorkers: 'block',
      storageState: { cookies: [], origins: [] },
    });
    const visitor = await signedOut.newPage();
    await visitor.route('**/assets/*.js', (route) => route.abort());
    await visitor.goto('/trackers');
    await expect(visitor.locator('[data-splash]')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Trackers' })).toBeHidden();
    await visitor.unroute('**/assets/*.js');
    await visitor.reload();
    await expect(visitor).toHaveURL(/\/accounts\/login\?redirect=%2Ftrackers/);
    await signedOut.close();
  });
});
