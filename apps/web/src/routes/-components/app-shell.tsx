import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { Fragment, type ReactNode, useEffect } from 'react';
import { AppSidebar } from '@/components/app-sidebar';
import { BottomBar } from '@/components/bottom-bar';
import { PageHeader } from '@/components/page-header';
import { readSidebarCookie, SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { logout } from '@/features/auth/api/logout';
import {
  useLiveNotifications,
  useUnreadNotificationCount,
} from '@/features/notifications/api/live-notifications';
import { useMyAvatarUrl } from '@/features/settings/api/my-avatar';
import { ShellMain } from './shell-main';
import { personnelDashboardKeys } from '@/features/personnel-dashboard/api/personnel-dashboard-keys';
import { selectIsAdmin, selectIsPersonnel, useSessionStore } from '@/stores/session-store';
import { useUserAccountStore } from '@/stores/user-account-store';

/**
 * §2: the personnel group is headed with the personnel type name ("Doctor Dashboard"). It comes
 * from the personnel's own profile, and is kept in the session so the next load shows it at once.
 */
function usePersonnelTypeName(userId: string | null): string | null {
  const stored = useSessionStore((s) => s.personnelTypeName);
  const setStored = useSessionStore((s) => s.setPersonnelTypeName);
  // Its fetcher loads only for personnel, never with the shell.
  const profile = useQuery({
    queryKey: personnelDashboardKeys.myTypeName(userId ?? ''),
    queryFn: async ({ signal }) => {
      const { getMyPersonnelTypeName } =
        await import('@/features/personnel-dashboard/api/get-my-personnel-type-name');
      return getMyPersonnelTypeName(userId ?? '', signal);
    },
    enabled: userId !== null,
  });
  const name = profile.data ?? null;
  useEffect(() => {
    if (profile.isSuccess && name !== stored) setStored(name);
  }, [profile.isSuccess, name, stored, setStored]);
  return profile.isSuccess ? name : stored;
}

/**
 * The signed-in shell (§2 Navigation): sidebar, page header, phone bottom bar around the page
 * (the route's outlet, or `children` — Not Found for an address no route matches).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const router = useRouter();
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore(selectIsAdmin);
  const isPersonnel = useSessionStore(selectIsPersonnel);
  const personnelTypeName = usePersonnelTypeName(isPersonnel ? (user?.id ?? null) : null);
  useLiveNotifications(user !== null);
  const unreadNotifications = useUnreadNotificationCount(user !== null);
  const avatarUrl = useMyAvatarUrl(user?.id ?? null);
  // Dates and times follow the chosen zone: the page is drawn afresh when it changes.
  const timeZone = useUserAccountStore((s) => s.settings.timeZone);
  if (!user) return null;
  return (
    <SidebarProvider defaultOpen={readSidebarCookie()}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <AppSidebar
        user={user}
        isPersonnel={isPersonnel}
        personnelTypeName={personnelTypeName}
        unreadNotifications={unreadNotifications}
        avatarUrl={avatarUrl}
        onLogout={() => void logout(router)}
      />
      <SidebarInset>
        <PageHeader isAdmin={isAdmin} />
        <ShellMain>
          <Fragment key={timeZone}>{children ?? <Outlet />}</Fragment>
        </ShellMain>
        <BottomBar username={user.username} />
      </SidebarInset>
    </SidebarProvider>
  );
}
