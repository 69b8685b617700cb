import { Outlet, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppSidebar } from '@/components/app-sidebar';
import { BottomBar } from '@/components/bottom-bar';
import { PageHeader } from '@/components/page-header';
import { readSidebarCookie, SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { logout } from '@/features/auth/api/logout';
import { selectIsAdmin, selectIsPersonnel, useSessionStore } from '@/stores/session-store';

/**
 * The signed-in shell (§2 Navigation): sidebar, page header, phone bottom bar around the page
 * (the route's outlet, or `children` — Not Found for an address no route matches).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const router = useRouter();
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore(selectIsAdmin);
  const isPersonnel = useSessionStore(selectIsPersonnel);
  const personnelTypeName = useSessionStore((s) => s.personnelTypeName);
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
        onLogout={() => void logout(router)}
      />
      <SidebarInset>
        <PageHeader isAdmin={isAdmin} />
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 px-4 pt-6 pb-24 outline-none md:px-8 md:pb-10"
        >
          {children ?? <Outlet />}
        </main>
        <BottomBar username={user.username} />
      </SidebarInset>
    </SidebarProvider>
  );
}
