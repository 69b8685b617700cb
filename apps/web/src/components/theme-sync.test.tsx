import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveTheme } from '@/lib/theme';
import { useThemeStore } from '@/stores/theme-store';
import { useUserAccountStore } from '@/stores/user-account-store';
import { ThemeSync } from './theme-sync';

/** A controllable OS colour-scheme preference. */
function stubOsPreference(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  let dark = initiallyDark;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('dark') ? dark : false;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    dark = next;
    listeners.forEach((listener) => listener());
  };
}

describe('theme (§2/§4)', () => {
  afterEach(() => useThemeStore.setState({ theme: 'light' }));

  it('resolves system through the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('defaults to light when nothing is saved', () => {
    expect(useThemeStore.getInitialState().theme).toBe('light');
  });

  it('saves the choice under vite-ui-theme and in the settings store, and applies it as a root class', () => {
    stubOsPreference(false);
    render(<ThemeSync />);
    act(() => useThemeStore.getState().setTheme('dark'));
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(useUserAccountStore.getState().settings.theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
  });

  it('keeps the settings store only as a mirror of the choice (one source of truth)', () => {
    act(() => useThemeStore.getState().setTheme('dark'));
    // Logout clears the account's data; the theme, a device preference, comes back at once.
    act(() => useUserAccountStore.getState().clearAccountData());
    expect(useUserAccountStore.getState().settings.theme).toBe('dark');
    const saved = JSON.parse(localStorage.getItem('user-account-settings-storage') ?? '{}') as {
      state: { settings: { theme: string } };
    };
    expect(saved.state.settings.theme).toBe('dark');
    // Writing the settings store's theme alone changes nothing: the choice wins.
    act(() => useUserAccountStore.getState().setTheme('system'));
    expect(useUserAccountStore.getState().settings.theme).toBe('dark');
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
  });

  it('follows the OS live while the choice is system', () => {
    const setOsDark = stubOsPreference(false);
    render(<ThemeSync />);
    act(() => useThemeStore.getState().setTheme('system'));
    expect(document.documentElement).toHaveClass('light');
    act(() => setOsDark(true));
    expect(document.documentElement).toHaveClass('dark');
    act(() => setOsDark(false));
    expect(document.documentElement).toHaveClass('light');
  });
});
