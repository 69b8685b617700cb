// The build's prerender: `vite build --ssr` bundles this file and scripts/prerender.mjs renders
// each page below, and each signed-in page's frame (./route-frames.tsx), into
// dist/prerendered.json, which the server puts in the page's HTML in place of the splash (a frame:
// beside it). A phone on a slow connection then shows the form or the page's top with the
// stylesheet, a second or more before the JavaScript has arrived; the app replaces it when it
// renders.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { renderFrameMarkup, renderInert } from './frame-markup';
import { routeFrames } from './route-frames';

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

/** A signed-in page's frame, its parameters in its address as their names (`/username/docs`). */
export function renderFrame(routePath: string): Promise<string> {
  return renderFrameMarkup(routePath.replaceAll('$', ''), routeFrames[routePath]);
}
