import {
  APP_DEFAULT_THEME,
  STORAGE_KEYS,
  type Theme,
  themeSchema,
} from '@athcare/shared/settings.schema';
import { create } from 'zustand';
import { useUserAccountStore } from './user-account-store';

function readSavedTheme(): Theme {
  try {
    const parsed = themeSchema.safeParse(localStorage.getItem(STORAGE_KEYS.theme));
    return parsed.success ? parsed.data : APP_DEFAULT_THEME;
  } catch {
    return APP_DEFAULT_THEME;
  }
}

export interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

/**
 * The chosen theme (§2/§4), the one source of truth: a device preference saved as a plain string
 * under vite-ui-theme (§9), which public/boot.js reads before the first paint. Nothing saved is
 * the app's default, light (§2).
 *
 * The account settings store (user-account-settings-storage) also carries a theme, because §3/§4
 * name it in the settings; it only mirrors this one (`mirrorThemeIntoSettings`). It cannot be the
 * source: its own default is system (§3), and logout resets it with the rest of the account's
 * data while the theme, a device preference, stays.
 */
export const useThemeStore = create<ThemeState>()((set) => ({
  theme: readSavedTheme(),
  setTheme: (theme) => {
    try {
      localStorage.setItem(STORAGE_KEYS.theme, theme);
    } catch {
      // Storage may be unavailable (private mode); the choice still applies for this visit.
    }
    set({ theme });
  },
}));

/**
 * Keeps the settings store's theme equal to the chosen one: the only writer of that field. Runs
 * whenever either store changes (a new choice, logout clearing the account data).
 */
export function mirrorThemeIntoSettings(): void {
  const { theme } = useThemeStore.getState();
  const account = useUserAccountStore.getState();
  if (account.settings.theme !== theme) account.setTheme(theme);
}

// Not where there is no browser (the build's prerender, the server's frames): no storage to save
// either theme in, and the mirror's write would only warn of it.
if (typeof window !== 'undefined') mirrorThemeIntoSettings();
useThemeStore.subscribe(mirrorThemeIntoSettings);
useUserAccountStore.subscribe(mirrorThemeIntoSettings);
