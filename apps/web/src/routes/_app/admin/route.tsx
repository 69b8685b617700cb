import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminNav } from '@/features/admin/components/admin-nav';
import { selectIsAdmin } from '@/stores/session-store';

/** §2/§6: the admin area, for admins only (everybody else goes home; the root guard handles logged-out visitors). */
export const Route = createFileRoute('/_app/admin')({
  beforeLoad: ({ context }) => {
    if (!selectIsAdmin(context.session())) throw redirect({ to: '/', replace: true });
  },
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <AdminNav />
      <Outlet />
    </div>
  );
}
