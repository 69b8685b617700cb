import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openBookAgain } from './support/appointments.ts';

/**
 * Issue #20, phone layout: at 375px every main dialog covers the page header and the bottom bar
 * (what lies under them cannot be tapped through), fits the screen, scrolls when taller than it,
 * and its primary button can be reached. Nothing is submitted: each dialog is opened and closed.
 */
test.use({
  viewport: { width: 375, height: 667 },
  storageState: async ({ memberStorageState }, use) => use(memberStorageState),
});

const username = 'demomember';
const seededFile = 'Complete Blood Count - 2026-02-02.txt';

/**
 * What is drawn on top at (x, y): the dialog (or its overlay), or something of the page? An open
 * modal turns pointer events off outside it (and a disabled button has none), which hit-testing
 * skips, so they are turned back on for the look-up: elementFromPoint then answers by painting
 * order alone. (Through the CSSOM: the CSP allows no injected style sheet.)
 */
async function topAt(
  page: Page,
  x: number,
  y: number,
): Promise<{ what: string; button: string | null }> {
  return page.evaluate(
    ([px, py]) => {
      const buttons = Array.from(document.querySelectorAll<HTMLElement>('button'));
      const touched = [document.body, ...buttons].map((el) => {
        const before = el.style.pointerEvents;
        el.style.pointerEvents = 'auto';
        return () => (el.style.pointerEvents = before);
      });
      try {
        const hit = document.elementFromPoint(px ?? 0, py ?? 0);
        if (!hit) return { what: 'nothing', button: null };
        const inDialog = hit.closest(
          '[data-slot="dialog-overlay"], [role="dialog"], [role="alertdialog"]',
        );
        return {
          what: inDialog
            ? 'dialog'
            : `${hit.tagName.toLowerCase()}${hit.closest('nav') ? ' in nav' : ''}${hit.closest('header') ? ' in header' : ''}`,
          button: hit.closest('[role="dialog"], [role="alertdialog"]')
            ? (hit.closest('button')?.textContent ?? null)
            : null,
        };
      } finally {
        for (const restore of touched) restore();
      }
    },
    [x, y],
  );
}

async function expectPhoneDialog(page: Page, dialog: Locator, primary: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 375, height: 667 };

  // The bottom bar and the page header are under the overlay, at both ends of each.
  // (By CSS: a modal dialog hides the rest of the page from the accessibility tree.)
  const bar = await page.locator('nav[aria-label="Main sections"]').boundingBox();
  expect(bar, 'the bottom bar is laid out on a phone').not.toBeNull();
  const header = await page.locator('header.sticky').first().boundingBox();
  expect(header, 'the page header is laid out').not.toBeNull();
  for (const [x, y] of [
    [(bar?.x ?? 0) + 8, (bar?.y ?? 0) + (bar?.height ?? 0) / 2],
    [(bar?.x ?? 0) + (bar?.width ?? 0) - 8, (bar?.y ?? 0) + (bar?.height ?? 0) / 2],
    [8, (header?.y ?? 0) + (header?.height ?? 0) / 2],
    [viewport.width - 60, (header?.y ?? 0) + (header?.height ?? 0) / 2],
  ] as const) {
    expect((await topAt(page, x, y)).what, `what is on top at (${x}, ${y})`).toBe('dialog');
  }

  // The dialog fits the screen; taller content scrolls inside it.
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
  const scroll = await dialog.evaluate((el) => ({
    overflows: el.scrollHeight > el.clientHeight + 1,
    scrolls: ['auto', 'scroll'].includes(getComputedStyle(el).overflowY),
  }));
  if (scroll.overflows)
    expect(scroll.scrolls, 'a dialog taller than the screen scrolls').toBe(true);

  // The primary button can be reached (scrolled to if need be) and is what is on top there.
  await primary.scrollIntoViewIfNeeded();
  await expect(primary).toBeInViewport();
  const target = await primary.boundingBox();
  const hit = await topAt(
    page,
    (target?.x ?? 0) + (target?.width ?? 0) / 2,
    (target?.y ?? 0) + (target?.height ?? 0) / 2,
  );
  expect(hit.button, 'the primary button is on top, inside the dialog').toBe(
    await primary.textContent(),
  );

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('locker dialogs cover the header and bottom bar at 375px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/${username}/docs`);
  await expect(page.getByRole('heading', { name: 'My documents', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New folder' }).click();
  const create = page.getByRole('dialog', { name: /New folder/ });
  await expectPhoneDialog(page, create, create.getByRole('button', { name: 'Create folder' }));

  await page.goto(`/${username}/docs/folder/Lab%20Reports`);
  const files = page.getByRole('region', { name: 'Files', exact: true });
  await expect(files.getByRole('button', { name: seededFile, exact: true })).toBeVisible();
  const menu = files.getByRole('button', { name: `Actions for ${seededFile}` });

  const dialogs: [string, string | RegExp, string][] = [
    ['Rename…', `Rename “${seededFile}”`, 'Rename'],
    ['Share…', `Share “${seededFile}”`, 'Create link'],
    ['Move…', `Move “${seededFile}”`, 'Move here'],
    ['Edit tags…', `Tags for “${seededFile}”`, 'Save tags'],
  ];
  for (const [item, title, primary] of dialogs) {
    await menu.click();
    await page.getByRole('menuitem', { name: item }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expectPhoneDialog(page, dialog, dialog.getByRole('button', { name: primary }));
  }

  await menu.click();
  await page.getByRole('menuitem', { name: /trash/i }).click();
  const trash = page.getByRole('alertdialog', { name: `Move “${seededFile}” to the trash?` });
  await expectPhoneDialog(page, trash, trash.getByRole('button', { name: 'Move to trash' }));

  await files.getByRole('button', { name: seededFile, exact: true }).click();
  const preview = page.getByRole('dialog', { name: seededFile });
  await expectPhoneDialog(page, preview, preview.getByRole('button', { name: 'Download' }));
});

test('appointment dialogs cover the header and bottom bar at 375px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/appointments/appointments');
  await expect(page.getByRole('heading', { name: 'My appointments', level: 1 })).toBeVisible();

  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await upcoming.getByRole('button', { name: 'Cancel', exact: true }).first().click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expectPhoneDialog(page, cancel, cancel.getByRole('button', { name: 'Cancel appointment' }));

  const again = await openBookAgain(page);
  const slot = again.getByRole('button', { name: /^Book \d/ }).first();
  await expectPhoneDialog(page, again, slot);

  await openBookAgain(page);
  await slot.scrollIntoViewIfNeeded();
  await slot.click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your appointment' });
  await expectPhoneDialog(page, confirm, confirm.getByRole('button', { name: 'Confirm booking' }));
});
