import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { demoDoctor, loginAsAdmin, loginThroughUi } from './support/session.ts';

test('the doctor edits their profile tab by tab', async ({ page }) => {
  test.setTimeout(60_000);
  await loginThroughUi(page, '/dashboard/personnel/profile', demoDoctor);
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your profile is published' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Profile sections' });
  for (const label of [
    'About',
    'Specializations',
    'Services and fees',
    'Office history',
    'Photo',
  ]) {
    await expect(sections.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByText(/coming soon|not available yet/i)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Awards: the spec's limits and messages, then add and remove one.
  await sections.getByRole('link', { name: 'Awards' }).click();
  await expect(page).toHaveURL(/tab=awards/);
  const form = page.getByRole('form', { name: 'Add an award' });
  await form.getByRole('button', { name: 'Add award' }).click();
  await expect(form.getByText('Award is required.')).toBeVisible();
  const title = `Best Clinician ${Date.now().toString(36)}`;
  await form.getByLabel(/^Award( \*)?$/).fill(title);
  await form.getByLabel('Year').fill('1900');
  await form.getByRole('button', { name: 'Add award' }).click();
  await expect(form.getByText('Year must be between 1940 and 2100.')).toBeVisible();
  await form.getByLabel('Year').fill('2021');
  await form.getByRole('button', { name: 'Add award' }).click();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(item).toHaveCount(0);

  // About: a published profile cannot lose its bio.
  await sections.getByRole('link', { name: 'About' }).click();
  const about = page.getByRole('form', { name: 'About' });
  await about.getByLabel('Bio').fill('');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByRole('alert')).toContainText(
    'Complete your profile before publishing: add a bio (About).',
  );

  await page.setViewportSize({ width: 375, height: 740 });
  expect(await sidewaysOverflow(page)).toBe(0);
});

// Issue 12: a listing waits for an admin. Renaming a verified profile sends it back to the queue
// (the registration was checked under the old name); an admin approves it from the queue.
test('a renamed profile waits for an admin to verify it, then is listed with the mark', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const newName = `Dr Rohan Mehta ${Date.now().toString(36)}`;
  await loginThroughUi(page, '/dashboard/personnel/profile?tab=about', demoDoctor);
  const about = page.getByRole('form', { name: 'About' });
  await about.getByLabel(/^Name( \*)?$/).fill(newName);
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for verification' })).toBeVisible();

  // Not listed meanwhile (not even for its owner).
  await page.goto(`/explore/doctors?q=${encodeURIComponent(newName)}`);
  await expect(page.getByText('No doctors match your search.')).toBeVisible();

  // The admin's queue: the registrations to check; a rejection needs a reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await admin.getByRole('link', { name: 'Personnel verification' }).click();
  await expect(
    admin.getByRole('heading', { name: 'Personnel verification', level: 1 }),
  ).toBeVisible();
  const item = admin.getByRole('article', { name: newName });
  await expect(item.getByText(/No\. \S+/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await item.getByRole('button', { name: 'Reject…' }).click();
  await item.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(item.getByText('Give a reason for the rejection.')).toBeVisible();
  await item.getByRole('button', { name: 'Cancel' }).click();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${newName} is verified and listed.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  await admin.setViewportSize({ width: 375, height: 740 });
  expect(await sidewaysOverflow(admin)).toBe(0);
  await adminContext.close();

  await page.goto('/dashboard/personnel/profile');
  await expect(page.getByRole('heading', { name: 'Your profile is published' })).toBeVisible();
  await page.goto(`/explore/doctors?q=${encodeURIComponent(newName)}`);
  const card = page.getByRole('article', { name: newName });
  await expect(card.getByText('Verified')).toBeVisible();
  await card.getByRole('link', { name: newName }).click();
  await expect(page.getByRole('heading', { name: newName, level: 1 })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});
