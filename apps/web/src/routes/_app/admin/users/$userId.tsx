import { createFileRoute } from '@tanstack/react-router';
import { adminUserQueryOptions } from '@/features/admin/api/admin-users';
import { AdminUserDetailPage } from '@/features/admin/components/admin-user-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/users/{id}: one account's roles, permissions and why, sessions, standing. */
export const Route = createFileRoute('/_app/admin/users/$userId')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(adminUserQueryOptions(params.userId));
  },
  component: UserPage,
});

function UserPage() {
  useDocumentTitle('User · Admin');
  const { userId } = Route.useParams();
  return <AdminUserDetailPage userId={userId} />;
}
