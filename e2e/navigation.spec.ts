import { expect, test } from './support/fixtures.ts';
import { collectNavigationLinks } from './support/navigation.ts';
import { demoDoctor, loginThroughUi } from './support/session.ts';

// That every navigation link of every kind of user leads to a page is checked where each route is
// loaded anyway: page-weight.spec.ts weighs each link's first load and checks it is a real page.
test.describe('navigation', () => {
  test('the personnel group is headed with the personnel type name (§2)', async ({ page }) => {
    await loginThroughUi(page, '/', demoDoctor);
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
