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
 * The chosen theme (§4): saved as a plain string under vite-ui-theme, which public/theme.js (loaded by index.html)
 * reads before the first paint, and mirrored into the account settings store.
 */
export const useThemeStore = create<ThemeState>()((set) => ({
  theme: readSavedTheme(),
  setTheme: (theme) => {
    try {
      localStorage.setItem(STORAGE_KEYS.theme, theme);
    } catch {
      // Storage may be unavailable (private mode); the choice still applies for this visit.
    }
    useUserAccountStore.getState().setTheme(theme);
    set({ theme });
  },
}));
