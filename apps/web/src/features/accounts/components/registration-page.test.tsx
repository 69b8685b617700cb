import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { AddNewUser } from './add-new-user';
import { RegistrationPage } from './registration-page';
import { expectLinkTo } from '@/test/expect-link';
import { mockServer } from '@/test/mock-server';

const newId = '0b6f7a2e-3c1d-4e5f-8a9b-1c2d3e4f5a6b';
mockServer(
  http.post('*/api/rpc/check_username_taken', () => HttpResponse.json(false)),
  http.post('*/api/rpc/check_email_taken', () => HttpResponse.json(false)),
  http.post('*/api/rpc/register', () => HttpResponse.json(newId)),
);

async function fillAndSubmit(button: string) {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/^First name/), 'Meera');
  await u.type(screen.getByLabelText(/^Middle name/), 'K');
  await u.type(screen.getByLabelText(/^Last name/), 'Iyer');
  await u.type(screen.getByLabelText(/^Username/), 'meera07');
  await u.type(screen.getByLabelText(/^Email/), 'meera@example.in');
  await u.type(screen.getByLabelText(/^Password/), 'coconut rain season');
  await u.click(screen.getByRole('button', { name: button }));
}

describe('RegistrationPage', () => {
  it('signs the new user in with the email and password, then moves on', async () => {
    const onLogin = vi.fn().mockResolvedValue(undefined);
    const onSignedIn = vi.fn();
    await renderWithRouter(() => (
      <RegistrationPage kind="member" onLogin={onLogin} onSignedIn={onSignedIn} />
    ));
    expectLinkTo(
      screen.getByRole('link', { name: 'Already have an account? Log in' }),
      '/accounts/login',
    );
    expectLinkTo(screen.getByRole('link', { name: 'Privacy policy' }), '/accounts/privacy-policy');
    await fillAndSubmit('Create account');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onLogin).toHaveBeenCalledWith({
      identifier: 'meera@example.in',
      password: 'coconut rain season',
    });
  });

  it('the personnel variant says whom it is for', async () => {
    await renderWithRouter(() => (
      <RegistrationPage kind="personnel" onLogin={vi.fn()} onSignedIn={vi.fn()} />
    ));
    expect(
      screen.getByRole('heading', { name: 'Create a personnel account', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create personnel account' })).toBeVisible();
  });
});

describe('AddNewUser', () => {
  it('registers someone else without signing in as them and shows the new id', async () => {
    await renderWithRouter(() => <AddNewUser />);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'off');
    await fillAndSubmit('Add user');
    const heading = await screen.findByRole('heading', { name: 'User added', level: 1 });
    expect(heading).toHaveFocus();
    expect(screen.getByText(newId)).toBeVisible();
    expect(screen.getByText('Meera K Iyer')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add another user' }));
    expect(screen.getByRole('heading', { name: 'Add a new user' })).toBeVisible();
  });
});
