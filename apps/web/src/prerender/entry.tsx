// The build's prerender: `vite build --ssr` bundles this file and scripts/prerender.mjs renders
// each page below into dist/prerendered.json, which the server puts in the page's HTML in place
// of the splash. A phone on a slow connection then shows the form with the stylesheet, a second
// or more before the JavaScript has arrived; the app replaces it when it renders.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { inertMarkup } from './inert-markup';

/**
 * Signed-out pages whose markup needs no data: the same for every visitor. Pages that need the
 * server (the legal pages name its operator) or a session are not here.
 */
export const prerenderedPaths = [
  '/accounts/login',
  '/accounts/registration',
  '/accounts/registration/personnel',
  '/accounts/forgot-password',
];

export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    // Every part in place: React otherwise sends a part over 12.8 KB after a fallback, with a
    // script that swaps it in (and the CSP runs no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // Its garbage-collection timers (5 min) would keep the build's Node process waiting.
  queryClient.clear();
  return inertMarkup(html);
}
