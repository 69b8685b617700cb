import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { loginThroughUi } from './support/session.ts';

const demoDoctor = { email: 'doctor@athcare.demo', password: 'AthcareDemo#2026' } as const;

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
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});
