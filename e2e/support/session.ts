import { expect, type Page } from '@playwright/test';

/** The demo member seeded with SEED_DEMO=true (fictional person). */
export const demoMember = { email: 'member@athcare.demo', password: 'AthcareDemo#2026' } as const;
export const demoAdmin = { email: 'admin@athcare.demo', password: 'AthcareDemo#2026' } as const;

/** Logs in through the login page, as a person would. */
export async function loginThroughUi(
  page: Page,
  path = '/',
  account: { email: string; password: string } = demoMember,
): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/accounts\/login/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/accounts\/login/);
}
