import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppToaster } from '@/components/app-toaster';
import { ErrorView } from '@/components/error-view';
import { NotFoundView, StandaloneNotFoundView } from '@/components/not-found-view';
import { ThemeSync } from '@/components/theme-sync';
import type { RouterContext } from '@/router';
import { useSessionStore } from '@/stores/session-store';

// The signed-in shell rides in the _app layout's chunk; the root (in the entry every page loads,
// the login page too) loads it only for Not Found inside the shell.
const AppShell = lazy(() =>
  import('./-components/app-shell').then((m) => ({ default: m.AppShell })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  // §2 root guard: outside /accounts a logged-out visitor goes to the login page and comes back after.
  // An address that matches no route shows Not Found to everybody (there is nothing to protect).
  beforeLoad: ({ location, context, matches }) => {
    if (location.pathname.includes('/accounts')) return;
    // Issue #7: a locker share link (/share/<token>) is public; its own password and expiry protect it.
    if (location.pathname.startsWith('/share/')) return;
    if (matches.some((match) => match._notFound)) return;
    if (context.session().status !== 'authenticated') {
      throw redirect({ to: '/accounts/login', search: { redirect: location.href } });
    }
  },
  component: RootLayout,
  errorComponent: ErrorView,
  notFoundComponent: RootNotFound,
});

function RootLayout() {
  return (
    <>
      <ThemeSync />
      <Outlet />
      <AppToaster />
    </>
  );
}

/** An address no route matches: inside the app's shell for a signed-in user, alone otherwise. */
function RootNotFound() {
  const signedIn = useSessionStore((s) => s.user !== null);
  if (!signedIn) return <StandaloneNotFoundView />;
  return (
    <Suspense fallback={null}>
      <AppShell>
        <NotFoundView />
      </AppShell>
    </Suspense>
  );
}
