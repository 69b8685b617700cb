import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { NotFoundView, StandaloneNotFoundView } from '@/components/not-found-view';
import { useSessionStore } from '@/stores/session-store';
import { AppShell } from './-components/app-shell';

/**
 * The signed-in shell (§2 Navigation): sidebar, page header, phone bottom bar. An address that
 * matches no route renders Not Found inside this shell, so a signed-in user keeps the navigation.
 */
export const Route = createFileRoute('/_app')({
  component: AppLayout,
  notFoundComponent: NotFoundView,
});

function AppLayout() {
  const signedIn = useSessionStore((s) => s.user !== null);
  const notFound = useRouterState({ select: (s) => s.matches.some((match) => match._notFound) });
  // The guard keeps logged-out visitors out; the shell renders nothing in the instant between
  // logout and redirect. A logged-out visitor on an unknown address gets Not Found alone.
  if (!signedIn && notFound) return <StandaloneNotFoundView />;
  return <AppShell />;
}
