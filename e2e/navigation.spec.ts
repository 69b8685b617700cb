import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { loginThroughUi } from './support/session.ts';

/** The demo accounts (fictional people) of every user kind, seeded with SEED_DEMO=true. */
const password = 'AthcareDemo#2026';
const accounts = [
  { kind: 'member', email: 'member@athcare.demo' },
  { kind: 'doctor', email: 'doctor@athcare.demo' },
  { kind: 'vendor', email: 'vendor@athcare.demo' },
  { kind: 'paramedic', email: 'paramedic@athcare.demo' },
  { kind: 'admin', email: 'admin@athcare.demo' },
] as const;

/** In-app addresses of the links inside `selector` on the current page. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((containers) =>
      containers.flatMap((container) =>
        Array.from(container.querySelectorAll('a[href^="/"]'), (a) => a.getAttribute('href') ?? ''),
      ),
    );
}

/** Every navigation link a user of this kind is offered: sidebar, header, user menu, home, bottom bar. */
async function collectNavigationLinks(page: Page): Promise<string[]> {
  const hrefs = new Set<string>();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const selector of ['[data-slot="sidebar"]', 'header', '#main-content']) {
    for (const href of await linksIn(page, selector)) hrefs.add(href);
  }
  await page.getByRole('button', { name: /User menu/ }).click();
  // The menu's code loads on first use: wait for it to open before reading its links.
  await expect(page.getByRole('menu')).toBeVisible();
  for (const href of await linksIn(page, '[role="menu"]')) hrefs.add(href);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 740 });
  const bottomBar = page.getByRole('navigation', { name: 'Main sections' });
  await expect(bottomBar).toBeVisible();
  for (const href of await linksIn(page, 'nav[aria-label="Main sections"]')) hrefs.add(href);
  await page.setViewportSize({ width: 1280, height: 800 });
  return [...hrefs];
}

async function expectNotANotFoundPage(page: Page, href: string): Promise<void> {
  // Soft: one run reports every link that leads nowhere, not only the first.
  const response = await page.goto(href);
  expect.soft(response?.ok(), `${href} answers`).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect
    .soft(page.getByRole('heading', { level: 1 }).first(), `${href} renders`)
    .toBeVisible();
  await expect
    .soft(page.getByRole('heading', { name: 'Not Found' }), `${href} exists`)
    .toHaveCount(0);
  await expect
    .soft(page.getByText(/coming soon|not available yet/i), `${href} is built`)
    .toHaveCount(0);
}

test.describe('no navigation link leads nowhere', () => {
  for (const account of accounts) {
    test(`every navigation link a ${account.kind} sees leads to a page`, async ({ page }) => {
      test.setTimeout(120_000);
      await loginThroughUi(page, '/', { email: account.email, password });
      const hrefs = await collectNavigationLinks(page);
      expect(hrefs).toContain('/');
      // The personnel dashboard's own tabs are navigation links too.
      if (hrefs.some((href) => href.startsWith('/dashboard/personnel/'))) {
        await page.goto('/dashboard/personnel/appointments');
        await page.waitForLoadState('networkidle');
        for (const href of await linksIn(page, '#main-content nav')) {
          if (!hrefs.includes(href)) hrefs.push(href);
        }
      }
      // The admin area's own navigation is followed too, on a desktop and on a 375px phone.
      if (hrefs.includes('/admin')) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto('/admin');
          const adminNav = page.getByRole('navigation', { name: 'Admin area' });
          await expect(adminNav.getByRole('link').first()).toBeVisible();
          for (const href of await linksIn(page, 'nav[aria-label="Admin area"]')) {
            if (!hrefs.includes(href)) hrefs.push(href);
          }
        }
        await page.setViewportSize({ width: 1280, height: 800 });
        expect(hrefs).toEqual(
          expect.arrayContaining([
            '/admin/users',
            '/admin/audit',
            '/admin/operations',
            '/admin/moderation',
          ]),
        );
      }
      for (const href of hrefs) await expectNotANotFoundPage(page, href);
    });
  }

  test('the personnel group is headed with the personnel type name (§2)', async ({ page }) => {
    await loginThroughUi(page, '/', { email: 'doctor@athcare.demo', password });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('Doctor Dashboard', { exact: true })).toBeVisible();
    await expect(nav.getByText('Personnel Dashboard')).toHaveCount(0);
  });

  test('the trackers page is linked (issue #15)', async ({ page }) => {
    await loginThroughUi(page);
    const hrefs = await collectNavigationLinks(page);
    // /trackers is built (issue #15): it is linked now.
    expect(hrefs).toContain('/trackers');
  });

  test('Social is linked in the sidebar and the phone drawer (issue #17)', async ({ page }) => {
    await loginThroughUi(page);
    const hrefs = await collectNavigationLinks(page);
    expect(hrefs).toContain('/social');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Social' }).click();
    await expect(page).toHaveURL(/\/social$/);
    await expect(page.getByRole('heading', { name: 'Social', level: 1 })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.getByRole('link', { name: 'Social' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Social', level: 1 })).toBeVisible();

    // The settings frame lists the social profile among its children.
    await page.goto('/demomember/edit');
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Social profile' })
      .click();
    await expect(page).toHaveURL(/\/demomember\/edit\/social-profile$/);
    await expect(page.getByRole('heading', { name: 'Social profile' })).toBeVisible();
  });

  test("the user menu's Account entry leads to the profile settings (issue #17)", async ({
    page,
  }) => {
    await loginThroughUi(page);
    const hrefs = await collectNavigationLinks(page);
    expect(hrefs).toContain('/demomember/edit/profile');
  });

  test('a signed-in user on an unknown address keeps the sidebar and the bottom bar', async ({
    page,
  }) => {
    await loginThroughUi(page);
    await page.goto('/no-such/page');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.locator('[data-slot="sidebar"]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Summary' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  });
});
