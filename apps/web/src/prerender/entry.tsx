// The build's prerender: `vite build --ssr` bundles this file and scripts/prerender.mjs renders
// each page below, and each signed-in page's frame (./route-frames.tsx), into
// dist/prerendered.json, which the server puts in the page's HTML in place of the splash (a frame:
// beside it). A phone on a slow connection then shows the form or the page's top with the
// stylesheet, a second or more before the JavaScript has arrived; the app replaces it when it
// renders.
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
import { createAppRouter } from '@/router';
import { inertMarkup } from './inert-markup';
import { routeFrames, ShellFrame } from './route-frames';

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

/** The router's addresses of the signed-in pages with a frame (./route-frames.tsx). */
export const framedRoutes = Object.keys(routeFrames);

async function renderInert(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    element,
    // Every part in place: React otherwise sends a part over 12.8 KB after a fallback, with a
    // script that swaps it in (and the CSP runs no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return inertMarkup(await new Response(prelude).text());
}

export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const markup = await renderInert(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // Its garbage-collection timers (5 min) would keep the build's Node process waiting.
  queryClient.clear();
  return markup;
}

/** A signed-in page's frame: the shell and the page's top, in a router of its own for the links. */
export async function renderFrame(routePath: string): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <ShellFrame>{routeFrames[routePath]}</ShellFrame>,
    }),
    // The address with its parameters as their names (`/$username/docs` → `/username/docs`).
    history: createMemoryHistory({ initialEntries: [routePath.replaceAll('$', '')] }),
  });
  await router.load();
  return renderInert(<RouterProvider router={router} />);
}
