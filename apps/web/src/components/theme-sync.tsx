import { useEffect, useSyncExternalStore } from 'react';
import { applyResolvedTheme, DARK_QUERY, resolveTheme, type ResolvedTheme } from '@/lib/theme';
import { useThemeStore } from '@/stores/theme-store';

function subscribeToOsTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const osPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** The theme in effect: the choice, with system following the OS preference live. */
export function useResolvedTheme(): ResolvedTheme {
  const theme = useThemeStore((s) => s.theme);
  const prefersDark = useSyncExternalStore(subscribeToOsTheme, osPrefersDark, () => false);
  return resolveTheme(theme, prefersDark);
}

/** Keeps the document root's class in step with the chosen theme. Renders nothing. */
export function ThemeSync(): null {
  const resolved = useResolvedTheme();
  useEffect(() => applyResolvedTheme(resolved), [resolved]);
  return null;
}
