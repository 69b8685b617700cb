import { expect, type Page } from '@playwright/test';

/** In-app addresses of the links inside `selector` on the current page. */
export async function linksIn(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((containers) =>
      containers.flatMap((container) =>
        Array.from(container.querySelectorAll('a[href^="/"]'), (a) => a.getAttribute('href') ?? ''),
      ),
    );
}

/**
 * Every navigation link the signed-in user of `page` is offered: sidebar, header, user menu, home,
 * the phone's bottom bar, the personnel dashboard's tabs and the admin area's own navigation (on a
 * desktop and on a 375 px phone). Leaves the page at a desktop width.
 */
export async function collectNavigationLinks(page: Page): Promise<string[]> {
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
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  for (const href of await linksIn(page, 'nav[aria-label="Main sections"]')) hrefs.add(href);
  await page.setViewportSize({ width: 1280, height: 800 });

  if ([...hrefs].some((href) => href.startsWith('/dashboard/personnel/'))) {
    await page.goto('/dashboard/personnel/appointments');
    await page.waitForLoadState('networkidle');
    for (const href of await linksIn(page, '#main-content nav')) hrefs.add(href);
  }
  if (hrefs.has('/admin')) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/admin');
      const adminNav = page.getByRole('navigation', { name: 'Admin area' });
      await expect(adminNav.getByRole('link').first()).toBeVisible();
      for (const href of await linksIn(page, 'nav[aria-label="Admin area"]')) hrefs.add(href);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  return [...hrefs];
}
