import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { loadShellMessages, shellText } from '@/lib/shell-messages';
import { useUserAccountStore } from '@/stores/user-account-store';
import { NotificationPreferences } from './notification-preferences';
import { SystemPreferencesForm } from './system-preferences-form';
import { mockServer } from '@/test/mock-server';

const userId = '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d';
let patches: { query: string; body: unknown }[] = [];
let status = 204;
mockServer(
  http.patch('*/api/profile', async ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgusers');
    patches.push({ query: new URL(request.url).search, body: await request.json() });
    return status === 204
      ? new HttpResponse(null, { status })
      : HttpResponse.json({ code: '42501', message: 'permission denied' }, { status });
  }),
);
afterEach(() => {
  patches = [];
  status = 204;
  useUserAccountStore.getState().clearAccountData();
});

describe('SystemPreferencesForm', () => {
  it('saves units and time zone on the profile row and in the settings store', async () => {
    await renderWithRouter(() => <SystemPreferencesForm userId={userId} />);
    await userEvent.selectOptions(await screen.findByLabelText('Height unit'), 'ft-in');
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(useUserAccountStore.getState().settings.timeZone).toBe('Europe/London'),
    );
    expect(useUserAccountStore.getState().settings.units).toEqual({
      height: 'ft-in',
      weight: 'kg',
    });
    expect(patches).toHaveLength(1);
    expect(patches[0]?.query).toBe(`?id=eq.${userId}`);
    // The settings document keeps its own (camelCase) keys: it is stored as given.
    expect(patches[0]?.body).toMatchObject({
      preferred_settings: { timeZone: 'Europe/London', units: { height: 'ft-in', weight: 'kg' } },
    });
  });

  it('saves the language with the settings and applies it to <html lang> and the navigation', async () => {
    await renderWithRouter(() => <SystemPreferencesForm userId={userId} />);
    const language = await screen.findByLabelText('Language');
    expect(language).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi-IN');
    await userEvent.selectOptions(language, 'hi');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(useUserAccountStore.getState().settings.language).toBe('hi'));
    expect(patches[0]?.body).toMatchObject({ preferred_settings: { language: 'hi' } });
    expect(document.documentElement.lang).toBe('hi-IN');
    await loadShellMessages('hi');
    expect(shellText('hi', 'Docs')).toBe('दस्तावेज़');
    // What the catalogue lacks stays in English.
    expect(shellText('hi', 'Something new')).toBe('Something new');
    expect(shellText('en', 'Docs')).toBe('Docs');
  });

  it('a refused save leaves the store as it was', async () => {
    status = 403;
    await renderWithRouter(() => <SystemPreferencesForm userId={userId} />);
    await userEvent.selectOptions(await screen.findByLabelText('Time zone'), 'UTC');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(useUserAccountStore.getState().settings.timeZone).toBe('Asia/Kolkata');
  });
});

describe('NotificationPreferences', () => {
  it('email is on by default; one kind can be turned off', async () => {
    await renderWithRouter(() => <NotificationPreferences userId={userId} />);
    expect(await screen.findByLabelText('Send me emails')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Orders paid'));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    await waitFor(() =>
      expect(useUserAccountStore.getState().settings.notifications.kinds.order).toBe(false),
    );
    expect(useUserAccountStore.getState().settings.notifications.email).toBe(true);
    expect(patches[0]?.body).toMatchObject({
      preferred_settings: {
        notifications: { email: true, kinds: { order: false, booking: true } },
      },
    });
  });
});
