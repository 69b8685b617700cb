import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders `ui` as the only route of a memory router (for components that use Link or the router). */
export async function renderWithRouter(ui: () => ReactNode, initialPath = '/') {
  const rootRoute = createRootRoute({ component: ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* The app registers its own router type; this bare test router only needs to render. */}
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
