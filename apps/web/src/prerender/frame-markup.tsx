import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createQueryClient } from '@/lib/query-client';
import { inertMarkup } from './inert-markup';
import { ShellFrame } from './route-frames';

/** A page's markup with every part in place, inert (./inert-markup.ts). */
export async function renderInert(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    element,
    // Every part in place: React otherwise sends a part over 12.8 KB after a fallback, with a
    // script that swaps it in (and the CSP runs no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return inertMarkup(await new Response(prelude).text());
}

/**
 * A signed-in page's frame: the shell and `content`, in a router of its own at `address` (for the
 * links and the one the page is on) and a query cache of its own (parts that ask for the member's
 * own data, a wishlist button, render as the app first renders them, waiting).
 */
export async function renderFrameMarkup(address: string, content: ReactNode): Promise<string> {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ShellFrame>{content}</ShellFrame> }),
    history: createMemoryHistory({ initialEntries: [address] }),
  });
  await router.load();
  try {
    return await renderInert(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  } finally {
    // Its garbage-collection timers (5 min) would keep a Node process waiting.
    queryClient.clear();
  }
}
