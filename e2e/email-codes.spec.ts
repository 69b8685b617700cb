import { expect, test } from './support/fixtures.ts';
import { codeFromMail, mailsTo } from './support/mail.ts';

/**
 * Issue #17: email verification and password reset, with the codes read from the mails the test
 * SMTP server received (start-server.mjs points the server's SMTP_URL at it).
 */
const tag = Date.now().toString(36);
const person = {
  first_name: 'Ishita',
  last_name: 'Bose',
  username: `ishita${tag}`,
  email: `ishita.${tag}@example.in`,
  password: 'a quiet river at dawn',
};
const newPassword = 'the tide comes back at noon';

test.describe.configure({ mode: 'serial' });

test('a new member registers, gets the code by mail, enters it and is verified', async ({
  page,
}) => {
  await page.goto('/accounts/registration');
  await page.getByLabel('First name').fill(person.first_name);
  await page.getByLabel('Last name').fill(person.last_name);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Registering mailed the code; the member lands where they enter it.
  await expect(page).toHaveURL(new RegExp(`/${person.username}/edit/profile\\?verify=sent$`));
  await expect(page.getByText(/not verified yet/)).toBeVisible();
  const card = page.getByRole('region', { name: 'Verify your email' });
  await expect(card).toContainText(`We emailed a 6-digit code to ${person.email}.`);
  const code = await codeFromMail(person.email, 0);

  // A new code within the minute is refused (one a minute, five an hour).
  await card.getByRole('button', { name: 'Send a new code' }).click();
  await expect(card.getByRole('alert')).toContainText('Please wait a minute');
  expect(mailsTo(person.email)).toHaveLength(1);

  // The spec's OTP messages, then a wrong code, then the right one.
  await card.getByLabel('Verification code').fill('12a45');
  await card.getByRole('button', { name: 'Verify email' }).click();
  await expect(card.getByText('OTP must be exactly 6 digits long.')).toBeVisible();
  await card.getByLabel('Verification code').fill(code === '000000' ? '000001' : '000000');
  await card.getByRole('button', { name: 'Verify email' }).click();
  await expect(card.getByRole('alert')).toContainText('The code is not correct.');
  await card.getByLabel('Verification code').fill(code);
  await card.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await expect(page.getByText(`(${person.email}, verified)`)).toBeVisible();
  await expect(card).toBeHidden();
});

test('a forgotten password is reset from the login screen with the emailed code', async ({
  page,
}) => {
  await page.goto('/accounts/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/accounts\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  const seen = mailsTo(person.email).length;
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/accounts\/reset-password\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  const code = await codeFromMail(person.email, seen);

  await page.getByLabel('Code').fill(code);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('The login process failed');
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/accounts\/login/);
});

test('a new health professional lands on the email code box too, with the personnel role', async ({
  page,
}) => {
  const pro = {
    username: `varun${tag}`,
    email: `varun.${tag}@example.in`,
  };
  await page.goto('/accounts/registration/personnel');
  await page.getByLabel('First name').fill('Varun');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Username').fill(pro.username);
  await page.getByLabel('Email').fill(pro.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create personnel account' }).click();

  await expect(page).toHaveURL(new RegExp(`/${pro.username}/edit/profile\\?verify=sent$`));
  const card = page.getByRole('region', { name: 'Verify your email' });
  await expect(card).toContainText(`We emailed a 6-digit code to ${pro.email}.`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Personnel Dashboard')).toBeVisible();
  const code = await codeFromMail(pro.email, 0);
  await card.getByLabel('Verification code').fill(code);
  await card.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Your email is verified.')).toBeVisible();
});
