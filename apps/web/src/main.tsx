import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppUpdates } from '@/components/app-updates';
import { logout } from '@/features/auth/api/logout';
import { api } from '@/lib/api-client';
import { handlePreloadErrors } from '@/lib/preload-error';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { watchLoginState } from '@/stores/watch-login-state';
import { createAppRouter } from './router';
import './styles.css';

handlePreloadErrors();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The API client reaches the session through this adapter (lib does not import the stores).
api.setAuth({
  getAccessToken: () => useSessionStore.getState().accessToken,
  setAccessToken: (token) => useSessionStore.getState().applyRefreshedToken(token),
  onSessionExpired: () => void logout(router),
});

// §2/§4: a change of login state reloads every route (guards and loaders run again); the cached
// data of the previous user is dropped.
watchLoginState((signedIn) => {
  if (!signedIn) queryClient.clear();
  void router.invalidate();
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppUpdates />
    </QueryClientProvider>
  </StrictMode>
);
// The page (the splash, or a prerendered copy: prerender/entry.tsx) stays until its route is
// ready, then gives way in one commit: rendered at once, the router would show nothing while it
// loads. The render is a transition, which yields to the browser every few milliseconds instead
// of holding the main thread for the whole page. (Not a top-level await: with one, the bundler
// split the entry into dozens of files.) A failed load renders too: the router shows its error.
const renderApp = () => startTransition(() => root.render(app));
void router.load().then(renderApp, renderApp);
