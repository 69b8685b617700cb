import { createFileRoute, redirect } from '@tanstack/react-router';
import { departmentsQueryOptions } from '@/features/admin/api/get-departments';
import { gradesQueryOptions } from '@/features/admin/api/get-grades';
import { permissionGrantsQueryOptions } from '@/features/admin/api/get-permission-grants';
import { permissionsQueryOptions } from '@/features/admin/api/get-permissions';
import { rolesQueryOptions } from '@/features/admin/api/get-roles';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { selectIsAdmin } from '@/stores/session-store';

/** §2/§6: the admin area, for admins only (everybody else goes home; the root guard handles logged-out visitors). */
export const Route = createFileRoute('/_app/admin')({
  beforeLoad: ({ context }) => {
    if (!selectIsAdmin(context.session())) throw redirect({ to: '/', replace: true });
  },
  // Prefetch, not ensure: each list shows its own error, so one failing list does not hide the page.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(rolesQueryOptions());
    void queryClient.prefetchQuery(departmentsQueryOptions());
    void queryClient.prefetchQuery(gradesQueryOptions());
    void queryClient.prefetchQuery(permissionsQueryOptions());
    void queryClient.prefetchQuery(permissionGrantsQueryOptions());
  },
  component: AdminPage,
});

function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  return <AdminDashboard />;
}
