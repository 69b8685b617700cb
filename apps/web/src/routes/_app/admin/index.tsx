import { createFileRoute } from '@tanstack/react-router';
import {
  departmentsQueryOptions,
  gradesQueryOptions,
  permissionGrantsQueryOptions,
  permissionsQueryOptions,
  rolesQueryOptions,
} from '@/features/admin/api/access-lists';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin: access management (roles, departments, grades, permissions, grants). */
export const Route = createFileRoute('/_app/admin/')({
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
