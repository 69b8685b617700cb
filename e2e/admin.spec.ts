import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { loginAsAdmin } from './support/session.ts';

// One login of the demo admin, through the hidden admin door (the server allows 10 a minute).
const stamp = Date.now().toString(36);
const deptKey = `e2e-${stamp}`;
const firstName = `E2E Desk ${stamp}`;
const renamed = `E2E Front Desk ${stamp}`;
// A seeded permission that only members hold: granting it to a throwaway department is harmless.
const permission = 'bookings.create';

/** The dialog closes only when the server said yes; then its toast shows. */
async function expectSaved(page: Page, dialog: Locator, toast: string) {
  await expect(dialog).toBeHidden();
  await expect(page.getByText(toast)).toBeVisible();
}

test('an admin adds, renames and grants to a department, then removes the grant and the department', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  const departments = page.getByRole('region', { name: 'Departments' });
  const grants = page.getByRole('region', { name: 'Permission grants' });
  await expect(departments.getByText('Operations', { exact: true })).toBeVisible();
  await expect(grants.getByText('Role: Administrator').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add.
  await departments.getByRole('button', { name: 'Add department' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a department' });
  await expect(dialog.getByLabel('Department key')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Department key').fill(deptKey);
  await dialog.getByLabel('Department name').fill(firstName);
  await dialog.getByRole('button', { name: 'Add department' }).click();
  await expectSaved(page, dialog, `Department “${firstName}” added.`);
  await expect(departments.getByText(deptKey, { exact: true })).toBeVisible();

  // The same key again is refused, plainly.
  await departments.getByRole('button', { name: 'Add department' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a department' });
  await dialog.getByLabel('Department key').fill(deptKey);
  await dialog.getByLabel('Department name').fill('Duplicate');
  await dialog.getByRole('button', { name: 'Add department' }).click();
  await expect(dialog.getByText('A department with this key already exists.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Rename.
  await departments.getByRole('button', { name: `Edit department ${firstName}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit department “${firstName}”` });
  await expect(dialog.getByLabel('Department key')).toHaveValue(deptKey);
  await dialog.getByLabel('Department name').fill(renamed);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectSaved(page, dialog, `Department “${renamed}” saved.`);
  await expect(departments.getByText(renamed, { exact: true })).toBeVisible();
  await expect(departments.getByText(firstName, { exact: true })).toHaveCount(0);

  // Grant a permission to it.
  const target = `Department: ${renamed}`;
  await grants.getByRole('button', { name: 'Grant a permission' }).click();
  dialog = page.getByRole('dialog', { name: 'Grant a permission' });
  await dialog.getByLabel('Permission').selectOption({ label: permission });
  await dialog.getByLabel('Grant to').selectOption({ label: renamed });
  await dialog.getByRole('button', { name: 'Grant permission' }).click();
  await expectSaved(page, dialog, `Granted “${permission}” to ${target}.`);
  await expect(grants.getByText(target, { exact: true })).toBeVisible();

  // Remove the grant, confirming.
  await grants.getByRole('button', { name: `Remove grant of ${permission} to ${target}` }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Remove this grant?' });
  await confirm.getByRole('button', { name: 'Remove grant' }).click();
  await expect(confirm).toBeHidden();
  await expect(grants.getByText(target, { exact: true })).toHaveCount(0);

  // Delete the department, confirming.
  await departments.getByRole('button', { name: `Delete department ${renamed}` }).click();
  confirm = page.getByRole('alertdialog', { name: `Delete department “${renamed}”?` });
  await expect(confirm).toContainText('This cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete department' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Department “${renamed}” deleted.`)).toBeVisible();
  await expect(departments.getByText(renamed, { exact: true })).toHaveCount(0);

  // Still usable on a 375 px phone: nothing wider than the screen, the actions reachable.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(departments.getByRole('button', { name: 'Add department' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoSeriousA11yViolations(page);
});
