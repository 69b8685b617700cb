import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { demoAdmin, loginThroughUi } from './support/session.ts';

test.describe('logging in and out', () => {
  test('login returns the visitor to the address they asked for', async ({ page }) => {
    await loginThroughUi(page, '/pricing');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
    // Logged in, the login page sends you home.
    await page.goto('/accounts/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('logging out clears the session and returns to login', async ({ page }) => {
    await loginThroughUi(page);
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/accounts\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/accounts\/login/);
  });
});

test.describe('the role search parameter', () => {
  test('/?role=personnel adds the role and shows the personnel dashboard group', async ({
    page,
  }) => {
    await loginThroughUi(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('Personnel Dashboard')).toHaveCount(0);
    await page.goto('/?role=personnel');
    await expect(nav.getByText('Personnel Dashboard')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Questions By User' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/); // the parameter is consumed
  });

  test('an invalid role is ignored', async ({ page }) => {
    await loginThroughUi(page);
    await page.goto('/?role=admin');
    await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('only an admin sees the Admin Dashboard button in the page header', async ({ page }) => {
    await loginThroughUi(page, '/', demoAdmin);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' }),
    ).toHaveAttribute('href', '/admin');
  });
});

test.describe('the signed-in shell', () => {
  test.use({ storageState: async ({ memberStorageState }, use) => use(memberStorageState) });

  for (const [path, heading] of [
    ['/about-us', 'About us'],
    ['/pricing', 'Pricing'],
    ['/cancellation-and-refund', 'Cancellation and refund policy'],
    ['/shipping-and-exchange-policy', 'Shipping and exchange policy'],
  ] as const) {
    test(`${path} has its content and no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('keyboard users can skip to the content, and the dark home passes axe too', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);
  });

  test('home has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Ctrl+B collapses the sidebar and the cookie keeps it collapsed after reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const sidebar = page.locator('[data-slot="sidebar"]').first();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6 * 24 * 3600);

    await page.reload();
    await expect(page.locator('[data-slot="sidebar"]').first()).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    // Icon mode labels its links with tooltips.
    await page.getByRole('link', { name: 'Store', exact: true }).hover();
    await expect(page.getByRole('tooltip', { name: 'Store' })).toBeVisible();
    await page.keyboard.press('Meta+b');
    await expect(page.locator('[data-slot="sidebar"]').first()).toHaveAttribute(
      'data-state',
      'expanded',
    );
  });

  test('the theme survives a reload in the shell', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('on a 375 px phone the drawer opens and closes, and the bottom bar shows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const bottomBar = page.getByRole('navigation', { name: 'Main sections' });
    await expect(bottomBar).toBeVisible();
    for (const label of ['Home', 'Explore', 'Store', 'Booking', 'Profile']) {
      await expect(bottomBar.getByRole('link', { name: label })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    const width = await drawer.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(288); // 18rem
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(drawer).toBeHidden();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
