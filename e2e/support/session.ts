import { expect, type Page } from '@playwright/test';

/** The demo member seeded with SEED_DEMO=true (fictional person). */
export const demoMember = { email: 'member@athcare.demo', password: 'AthcareDemo#2026' } as const;
export const demoAdmin = { email: 'admin@athcare.demo', password: 'AthcareDemo#2026' } as const;
/** The demo doctor, Dr Rohan Mehta (fictional), seeded with SEED_DEMO=true. */
export const demoDoctor = { email: 'doctor@athcare.demo', password: 'AthcareDemo#2026' } as const;
export const demoParamedic = {
  email: 'paramedic@athcare.demo',
  password: 'AthcareDemo#2026',
} as const;
export const demoVendor = { email: 'vendor@athcare.demo', password: 'AthcareDemo#2026' } as const;

/** The hidden admin door (the server allows 10 logins a minute through it). */
export const adminLoginPath = '/accounts/maniac/supreme-commander/admin-login';

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

/** Logs the demo admin in through the admin door; the admin lands on the dashboard. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto(adminLoginPath);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
