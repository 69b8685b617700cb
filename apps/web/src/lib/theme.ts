import type { Theme } from '@athcare/shared/settings.schema';

export type ResolvedTheme = 'light' | 'dark';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** The theme is a class on the document root (§4); color-scheme keeps native controls in step. */
export function applyResolvedTheme(
  resolved: ResolvedTheme,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
