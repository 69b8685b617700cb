import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorView } from '@/components/error-view';
import { LoadingView } from '@/components/loading-view';
import { NotFoundView } from '@/components/not-found-view';
import { type SessionState, useSessionStore } from '@/stores/session-store';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /** The current session, read fresh by guards. */
  session: () => SessionState;
}

/**
 * §9 router settings: preload on intent after 50 ms, pending view after 1 s for at least 0.5 s, 5 min cache.
 * The browser's history unless one is given (the build's prerender renders pages from memory).
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session: useSessionStore.getState },
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    // Loaders go through the query cache, which decides freshness; the router just asks it.
    defaultPreloadStaleTime: 0,
    defaultGcTime: 5 * 60_000,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultPendingComponent: () => <LoadingView />,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFoundView,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
