import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';

/** /{username}/history/…: the signed-in member's own medical history (others: Not Found). */
export const Route = createFileRoute('/_app/$username/history')({
  beforeLoad: ({ context, params }) => {
    const user = context.session().user;
    if (!user || user.username.toLowerCase() !== params.username.toLowerCase()) throw notFound();
  },
  component: () => (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6">
      <Outlet />
    </div>
  ),
});
