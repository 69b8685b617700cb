import { messages } from '@athcare/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/features/auth/api/login';
import { useSessionStore } from '@/stores/session-store';
import { fakeJwt } from '@/test/fake-jwt';
import { renderWithRouter } from '@/test/render-with-router';
import { LoginForm } from './login-form';
import { expectLinkTo } from '@/test/expect-link';
import { mockServer } from '@/test/mock-server';

const user = {
  id: '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d',
  first_name: 'Asha',
  last_name: 'Verma',
  username: 'asha01',
  email: 'asha@example.in',
  app_roles: ['personnel'],
};
const accessToken = fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 });
const requests: { path: string; body: unknown; authorization: string | null }[] = [];

const server = mockServer(
  http.post('*/api/rpc/login', async ({ request }) => {
    const body = (await request.json()) as { identifier: string; password: string };
    requests.push({
      path: '/rpc/login',
      body,
      authorization: request.headers.get('authorization'),
    });
    if (body.password !== 'right password') {
      return HttpResponse.json(
        { code: '28P01', message: 'Invalid email/username or password', details: null, hint: null },
        { status: 401, statusText: 'Unauthorized' },
      );
    }
    return HttpResponse.json({
      access_token: accessToken,
      refresh_token: 'r1',
      auth_id: 'auth-1',
      user,
    });
  }),
  http.post('*/api/rpc/get_my_permissions', ({ request }) => {
    requests.push({
      path: '/rpc/get_my_permissions',
      body: null,
      authorization: request.headers.get('authorization'),
    });
    return HttpResponse.json(['files.read']);
  }),
);

beforeEach(() => {
  requests.length = 0;
  useSessionStore.getState().clearSession();
});

async function renderForm(onSuccess = vi.fn()) {
  await renderWithRouter(() => <LoginForm onLogin={login} onSuccess={onSuccess} />);
  return { onSuccess, user: userEvent.setup() };
}

describe('LoginForm (§2 login screen)', () => {
  it('shows the spec texts and a link to registration', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Provide your email & password to login.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expectLinkTo(
      screen.getByRole('link', { name: "Don't have an account?" }),
      '/accounts/registration',
    );
  });

  it('offers no sign-up link where it is not wanted (the hidden admin login)', async () => {
    await renderWithRouter(() => (
      <LoginForm onLogin={login} onSuccess={vi.fn()} showSignUp={false} />
    ));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Don't have an account?" })).not.toBeInTheDocument();
  });

  it('shows the validation messages for empty fields and sends nothing', async () => {
    const { user: u } = await renderForm();
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.identifierRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('logs in with the identifier, loads permissions, resets the form and continues', async () => {
    const { onSuccess, user: u } = await renderForm();
    await u.type(screen.getByLabelText('Email'), 'asha01');
    await u.type(screen.getByLabelText('Password'), 'right password');
    await u.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests[0]).toEqual({
      path: '/rpc/login',
      body: { identifier: 'asha01', password: 'right password' },
      authorization: null,
    });
    expect(requests[1]).toEqual({
      path: '/rpc/get_my_permissions',
      body: null,
      authorization: `Bearer ${accessToken}`,
    });
    expect(useSessionStore.getState()).toMatchObject({
      status: 'authenticated',
      accessToken,
      permissions: ['files.read'],
      user: { firstName: 'Asha', appRoles: ['personnel'] },
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows "The login process failed" followed by the error on failure', async () => {
    const { onSuccess, user: u } = await renderForm();
    await u.type(screen.getByLabelText('Email'), 'asha@example.in');
    await u.type(screen.getByLabelText('Password'), 'wrong');
    await u.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^The login process failed: Invalid email\/username or password$/,
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(useSessionStore.getState().status).toBe('unauthenticated');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });

  it('clears the session when the permissions fail to load', async () => {
    server.use(
      http.post('*/api/rpc/get_my_permissions', () =>
        HttpResponse.json(
          { message: 'boom' },
          { status: 500, statusText: 'Internal Server Error' },
        ),
      ),
    );
    const { onSuccess, user: u } = await renderForm();
    await u.type(screen.getByLabelText('Email'), 'asha01');
    await u.type(screen.getByLabelText('Password'), 'right password');
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The login process failed: boom');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  });
});
