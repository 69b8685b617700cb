import { Link, Outlet } from '@tanstack/react-router';
import { cn } from '@/lib/utils';

/** The children of /{username}/edit (§2). */
export const settingsSections = [
  { to: '/$username/edit/profile', label: 'Profile' },
  { to: '/$username/edit/medical-profile', label: 'Medical profile' },
  { to: '/$username/edit/notifications', label: 'Notifications' },
  { to: '/$username/edit/social-profile', label: 'Social profile' },
  { to: '/$username/edit/subscriptions', label: 'Subscriptions' },
  { to: '/$username/edit/system-preferences', label: 'System preferences' },
] as const;

/** §2 /{username}/edit: the settings frame, its sections as links and the chosen one below. */
export function SettingsFrame({ username }: { username: string }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Account settings</h1>
      <nav aria-label="Settings sections" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1 pb-1">
          {settingsSections.map((section) => (
            <li key={section.to} className="shrink-0">
              <Link
                to={section.to}
                params={{ username }}
                className={cn(
                  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                )}
                activeProps={{ className: 'bg-accent text-foreground', 'aria-current': 'page' }}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
