import { Outlet } from '@tanstack/react-router';
import { SectionNav, type SectionNavItem } from '@/components/section-nav';

/** The children of /{username}/edit (§2). */
export const settingsSections: readonly SectionNavItem[] = [
  { to: '/$username/edit/profile', label: 'Profile' },
  { to: '/$username/edit/medical-profile', label: 'Medical profile' },
  { to: '/$username/edit/notifications', label: 'Notifications' },
  { to: '/$username/edit/social-profile', label: 'Social profile' },
  { to: '/$username/edit/subscriptions', label: 'Subscriptions' },
  { to: '/$username/edit/system-preferences', label: 'System preferences' },
];

/** §2 /{username}/edit: the settings frame, its sections as links and the chosen one below. */
export function SettingsFrame({ username }: { username: string }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Account settings</h1>
      <SectionNav
        label="Settings sections"
        items={settingsSections}
        look="chips"
        params={{ username }}
        className="-mx-1 overflow-x-auto"
      />
      <Outlet />
    </div>
  );
}
