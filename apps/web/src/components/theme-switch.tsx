import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useThemeStore } from '@/stores/theme-store';
import { useResolvedTheme } from './theme-sync';

/** Light/dark state for a switch: whether dark is in effect, and how to flip it. */
export function useDarkThemeSwitch(): { dark: boolean; toggle: () => void } {
  const resolved = useResolvedTheme();
  const setTheme = useThemeStore((s) => s.setTheme);
  const dark = resolved === 'dark';
  return { dark, toggle: () => setTheme(dark ? 'light' : 'dark') };
}

/** A compact theme switch for pages without the sidebar (the accounts pages). */
export function ThemeToggleButton() {
  const { dark, toggle } = useDarkThemeSwitch();
  return (
    <Button
      variant="ghost"
      size="icon"
      role="switch"
      aria-checked={dark}
      aria-label="Dark theme"
      onClick={toggle}
    >
      {dark ? <MoonIcon aria-hidden /> : <SunIcon aria-hidden />}
    </Button>
  );
}
