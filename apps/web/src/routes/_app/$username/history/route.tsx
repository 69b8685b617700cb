import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireOwnPages } from '@/lib/route-checks';

/** /{username}/history/…: the signed-in member's own medical history (others: Not Found). */
export const Route = createFileRoute('/_app/$username/history')({
  beforeLoad: ({ context, params }) => {
    requireOwnPages(context.session().user, params.username);
  },
  component: () => (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6">
      <Outlet />
    </div>
  ),
});
