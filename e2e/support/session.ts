import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** The demo member seeded with SEED_DEMO=true (fictional person). */
export const demoMember = { email: 'member@athcare.demo', password: 'AthcareDemo#2026' } as const;
export const demoAdmin = { email: 'admin@athcare.demo', password: 'AthcareDemo#2026' } as const;

/**
 * Journeys that need a signed-in user skip, with a reason, while the server has no login RPC yet
 * (404). Once it exists, any failure is a real failure.
 */
export async function skipUnlessLoginExists(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/rpc/login', { data: { identifier: '', password: '' } });
  test.skip(response.status() === 404, 'POST /api/rpc/login is not on the server yet');
}

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
