import { passwordTooCommonMessage } from '@athcare/shared/auth.schema';
import { messages } from '@athcare/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { RegistrationForm } from './registration-form';
import { expectLinkTo } from '@/test/expect-link';
import { mockServer } from '@/test/mock-server';

const newId = '0b6f7a2e-3c1d-4e5f-8a9b-1c2d3e4f5a6b';
const takenUsernames = new Set(['demomember']);
const takenEmails = new Set(['member@athcare.demo']);
const calls: { fn: string; body: Record<string, unknown> }[] = [];

const server = mockServer(
  http.post('*/api/rpc/check_username_taken', async ({ request }) => {
    const body = (await request.json()) as { username: string };
    calls.push({ fn: 'check_username_taken', body });
    return HttpResponse.json(takenUsernames.has(body.username));
  }),
  http.post('*/api/rpc/check_email_taken', async ({ request }) => {
    const body = (await request.json()) as { email: string };
    calls.push({ fn: 'check_email_taken', body });
    return HttpResponse.json(takenEmails.has(body.email));
  }),
  http.post('*/api/rpc/register', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ fn: 'register', body });
    return HttpResponse.json(newId);
  }),
);

beforeEach(() => {
  calls.length = 0;
});

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  username: 'asha01',
  email: 'asha@example.in',
  password: 'monsoon tea garden',
};

async function renderForm(onRegistered = vi.fn()) {
  await renderWithRouter(() => (
    <RegistrationForm
      title="Create your account"
      description="Join Athcare."
      submitLabel="Create account"
      onRegistered={onRegistered}
    />
  ));
  return { onRegistered, user: userEvent.setup() };
}

async function fill(u: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid>) {
  const labels: Record<keyof typeof valid, RegExp> = {
    firstName: /^First name/,
    lastName: /^Last name/,
    username: /^Username/,
    email: /^Email/,
    password: /^Password/,
  };
  for (const [key, value] of Object.entries(values) as [keyof typeof valid, string][]) {
    const input = screen.getByLabelText(labels[key]);
    await u.clear(input);
    await u.type(input, value);
  }
}

const submit = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegistrationForm (§2 registration, §5 validation)', () => {
  it('labels every field and states the password rules', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
    for (const label of [/^First name/, /^Last name/, /^Username/, /^Email/, /^Password/])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Middle name')).not.toBeRequired();
    expect(screen.getByLabelText('Middle name')).toHaveAccessibleDescription('Optional.');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription(/At least 8 characters/);
    expect(password).toHaveAccessibleDescription(/Very common passwords are refused/);
    expect(password).toHaveAccessibleDescription(/No rules about symbols, digits or capitals/);
  });

  it('shows the §5 messages next to the fields and sends nothing', async () => {
    const { user: u, onRegistered } = await renderForm();
    await submit(u);
    expect(await screen.findByText('First name is required.')).toBeVisible();
    expect(screen.getByText('Last name is required.')).toBeVisible();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription(
      'First name is required.',
    );

    await fill(u, { username: 'asha 01!', email: 'asha@', password: 'short' });
    await submit(u);
    expect(await screen.findByText(messages.usernameFormat)).toBeVisible();
    expect(screen.getByText(messages.invalidEmail)).toBeVisible();
    expect(screen.getByText(messages.passwordTooShort)).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(messages.invalidEmail);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      new RegExp(`^${messages.passwordTooShort}`),
    );

    await fill(u, { firstName: 'A'.repeat(26) });
    expect(await screen.findByText('First name must be at most 25 characters long.')).toBeVisible();
    expect(onRegistered).not.toHaveBeenCalled();
    // Malformed values are not even looked up.
    expect(calls).toEqual([]);
  });

  it('says a username or email is already taken while typing, and will not submit it', async () => {
    const { user: u, onRegistered } = await renderForm();
    await fill(u, { ...valid, username: 'DemoMember', email: 'Member@Athcare.demo' });
    expect(await screen.findByText(messages.usernameTaken)).toBeVisible();
    expect(await screen.findByText(messages.emailTaken)).toBeVisible();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(messages.emailTaken);
    // Looked up once each, after typing paused, trimmed and lower-cased as the server compares.
    expect(calls.filter((c) => c.fn === 'check_username_taken')).toEqual([
      { fn: 'check_username_taken', body: { username: 'demomember' } },
    ]);
    expect(calls.filter((c) => c.fn === 'check_email_taken')).toEqual([
      { fn: 'check_email_taken', body: { email: 'member@athcare.demo' } },
    ]);

    await submit(u);
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(calls.some((c) => c.fn === 'register')).toBe(false);

    await fill(u, { username: 'asha01' });
    await waitFor(() => expect(screen.queryByText(messages.usernameTaken)).toBeNull());
    expect(screen.getByText(messages.emailTaken)).toBeVisible();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('registers with the snake_case body and hands on the new id', async () => {
    const { user: u, onRegistered } = await renderForm();
    await fill(u, valid);
    await waitFor(() => expect(calls.filter((c) => c.fn.startsWith('check_'))).toHaveLength(2));
    await submit(u);
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(onRegistered).toHaveBeenCalledWith({ ...valid, middleName: undefined }, newId);
    expect(calls.find((c) => c.fn === 'register')?.body).toEqual({
      first_name: 'Asha',
      last_name: 'Verma',
      username: 'asha01',
      email: 'asha@example.in',
      password: 'monsoon tea garden',
    });
  });

  it('shows a refusal next to the field the server names', async () => {
    server.use(
      http.post('*/api/rpc/register', () =>
        HttpResponse.json(
          { code: '22023', message: passwordTooCommonMessage, details: 'password', hint: null },
          { status: 400, statusText: 'Bad Request' },
        ),
      ),
    );
    const { user: u, onRegistered } = await renderForm();
    await fill(u, { ...valid, password: 'password123' });
    await submit(u);
    expect(await screen.findByText(passwordTooCommonMessage)).toBeVisible();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();

    server.use(
      http.post('*/api/rpc/register', () =>
        HttpResponse.json(
          { code: '23505', message: messages.emailTaken, details: 'email', hint: null },
          { status: 409, statusText: 'Conflict' },
        ),
      ),
    );
    await fill(u, { password: 'a less common passphrase' });
    await submit(u);
    expect(await screen.findByText(messages.emailTaken)).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(messages.emailTaken);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows any other server error as it comes', async () => {
    server.use(
      http.post('*/api/rpc/register', () =>
        HttpResponse.json(
          {
            code: 'PT429',
            message: 'Too many attempts. Please wait a minute and try again.',
            details: null,
            hint: null,
          },
          { status: 429, statusText: 'Too Many Requests' },
        ),
      ),
    );
    const { user: u } = await renderForm();
    await fill(u, valid);
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('offers a manual login when signing in after registration fails', async () => {
    const { user: u } = await renderForm(vi.fn().mockRejectedValue(new Error('network down')));
    await fill(u, valid);
    await submit(u);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The account was created, but signing in failed: network down');
    expectLinkTo(
      screen.getByRole('link', { name: 'Log in with the new account' }),
      '/accounts/login',
    );
  });
});
