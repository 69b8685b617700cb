import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { adminLoginPath, demoAdmin, demoMember } from './support/session.ts';

// Logins per account in this file stay far below the server's 10 a minute: the demo member twice
// (a wrong password, a refused admin login), the demo admin once, each new user at most twice.

const password = 'Monsoon tea on the veranda';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}
const newUser = (tag: string): NewUser => ({
  firstName: 'Kavya',
  lastName: 'Nair',
  username: `e2e${tag}${run}`,
  email: `e2e.${tag}.${run}@example.in`,
});

async function fillRegistration(page: Page, user: NewUser) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/accounts\/login/);
}

async function logIn(page: Page, identifier: string, secret: string) {
  await page.getByLabel('Email').fill(identifier);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('registration', () => {
  test('a new member registers, is signed in, and logs out and back in where they were', async ({
    page,
  }) => {
    const user = newUser('m');
    await page.goto('/accounts/registration');
    await expect(
      page.getByRole('heading', { name: 'Create your account', level: 1 }),
    ).toBeVisible();
    await fillRegistration(page, user);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Registering emailed a verification code: the member lands where they enter it.
    await expect(page).toHaveURL(/\/edit\/profile\?verify=sent$/);
    await expect(page.getByRole('region', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText('Welcome to Athcare, Kavya! Your account is ready.')).toBeVisible();

    // A signed-in member is not an admin: both admin doors lead home.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto(adminLoginPath);
    await expect(page).toHaveURL(/\/$/);

    await logOut(page);
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/accounts\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pricing');
    await logIn(page, user.username, password);
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
    await logOut(page);
  });

  test('a health professional registers and gets the personnel role', async ({ page }) => {
    const user = newUser('p');
    await page.goto('/accounts/registration/personnel');
    await fillRegistration(page, user);
    await page.getByRole('button', { name: 'Create personnel account' }).click();
    // As a member does, the new personnel lands on the box for the emailed code.
    await expect(page).toHaveURL(new RegExp(`/${user.username}/edit/profile\\?verify=sent$`));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('Personnel Dashboard')).toBeVisible();
  });

  test('taken names, §5 messages and the server refusing a common password', async ({ page }) => {
    await page.goto('/accounts/registration');
    await page.getByLabel('Username').fill('DemoMember');
    await page.getByLabel('Email').fill(demoMember.email);
    await expect(page.getByText('Username is already taken.')).toBeVisible();
    await expect(page.getByText('Email is already taken.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Username').fill('bad name!');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expect(
      page.getByText(
        'Username must only contain letters and numbers (no spaces or special characters)',
      ),
    ).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();

    const user = newUser('c');
    await fillRegistration(page, user);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('This password is too common. Choose a less common one.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/accounts\/registration$/);
  });

  test('registration has no serious accessibility violations and fits a 375 px phone', async ({
    page,
  }) => {
    await page.goto('/accounts/registration');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // With the error messages showing, and in dark.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/accounts/registration/personnel');
    await expect(page.getByRole('button', { name: 'Create personnel account' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('link', { name: 'Already have an account? Log in' }).click();
    await expect(page).toHaveURL(/\/accounts\/login$/);
  });
});

test.describe('logging in', () => {
  test('a wrong password shows "The login process failed" with the reason', async ({ page }) => {
    await page.goto('/accounts/login');
    await logIn(page, demoMember.email, 'not the password at all');
    await expect(page.getByRole('alert')).toHaveText(
      'The login process failed: Invalid login credentials',
    );
    await expect(page).toHaveURL(/\/accounts\/login$/);
  });

  test('the admin login refuses a member and leaves them signed out', async ({ page }) => {
    await page.goto(adminLoginPath);
    await expect(page.getByText('Administrator sign-in')).toBeVisible();
    await logIn(page, demoMember.email, demoMember.password);
    await expect(page.getByRole('alert')).toContainText('for administrators only');
    await expect(page).toHaveURL(new RegExp(`${adminLoginPath}$`));
    const stored = await page.evaluate(() => localStorage.getItem('auth-session-storage'));
    expect(stored ?? '').not.toContain(demoMember.email);
    await page.goto('/');
    await expect(page).toHaveURL(/\/accounts\/login/);
  });

  test('the demo admin gets through to /admin and can add a new user', async ({ page }) => {
    await page.goto(adminLoginPath);
    await logIn(page, demoAdmin.email, demoAdmin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    const roles = page.getByRole('region', { name: 'Roles' });
    await expect(roles.getByText('Administrator')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Access management' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Permissions' }).getByText('access.manage'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Signed in, the admin login sends an admin straight on.
    await page.goto(adminLoginPath);
    await expect(page).toHaveURL(/\/admin$/);

    const user = newUser('a');
    await page.goto('/accounts/add-new-user');
    await expect(page.getByRole('heading', { name: 'Add a new user', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillRegistration(page, user);
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByRole('heading', { name: 'User added' })).toBeVisible();
    await expect(page.getByTestId('new-user-id')).toHaveText(/^[0-9a-f-]{36}$/);
    // Still the admin, not the new user.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  });

  test('adding a user needs a signed-in user', async ({ page }) => {
    await page.goto('/accounts/add-new-user');
    await expect(page).toHaveURL(/\/accounts\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/accounts/add-new-user');
  });
});

test.describe('legal pages', () => {
  for (const [path, heading, phrase] of [
    ['/accounts/terms-and-conditions', 'Terms and conditions', 'Not for emergencies'],
    ['/accounts/privacy-policy', 'Privacy policy', 'Digital Personal Data Protection Act, 2023'],
  ] as const) {
    test(`${path} is public, readable and accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText(phrase).first()).toBeVisible();
      await expect(page.getByText('Grievance Officer', { exact: true }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
