import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage } from '@/features/admin/components/admin-users-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/users: search and filter every account. */
export const Route = createFileRoute('/_app/admin/users/')({
  component: UsersPage,
});

function UsersPage() {
  useDocumentTitle('Users · Admin');
  return <AdminUsersPage />;
}
