import { MoonIcon, SunIcon } from 'lucide-react';
import { SidebarMenuButton } from '@/components/ui/sidebar';
import { useDarkThemeSwitch } from './theme-switch';

/** §2: the light/dark theme switch in the sidebar. */
export function SidebarThemeSwitch() {
  const { dark, toggle } = useDarkThemeSwitch();
  return (
    <SidebarMenuButton role="switch" aria-checked={dark} tooltip="Dark theme" onClick={toggle}>
      {dark ? <MoonIcon aria-hidden /> : <SunIcon aria-hidden />}
      <span>Dark theme</span>
    </SidebarMenuButton>
  );
}
