import { createFileRoute, Outlet } from '@tanstack/react-router';
import { subscriptionCheckQueryOptions } from '@/features/locker/api/get-subscription-check';
import { DocsShell } from '@/features/locker/components/docs-shell';
import { requireOwnPages } from '@/lib/route-checks';

/**
 * /{username}/docs/… — the member's own medical locker. Lockers are not browsable by others: any
 * username but the signed-in member's is Not Found (the database would show nothing anyway).
 */
export const Route = createFileRoute('/_app/$username/docs')({
  beforeLoad: ({ context, params }) => {
    const user = requireOwnPages(context.session().user, params.username);
    return { ownerId: user.id };
  },
  // Not ensureQueryData: a failed check is shown in the page, not as a route error.
  loader: ({ context }) => context.queryClient.prefetchQuery(subscriptionCheckQueryOptions()),
  component: DocsLayout,
});

function DocsLayout() {
  const { username } = Route.useParams();
  const { ownerId } = Route.useRouteContext();
  return (
    <DocsShell ownerId={ownerId} username={username}>
      <Outlet />
    </DocsShell>
  );
}
