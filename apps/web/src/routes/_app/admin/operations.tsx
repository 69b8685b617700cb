import { createFileRoute } from '@tanstack/react-router';
import { operationsQueryOptions } from '@/features/admin/api/admin-operations';
import { AdminOperationsPage } from '@/features/admin/components/admin-operations-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/operations: the platform's last 90 days and its open queues. */
export const Route = createFileRoute('/_app/admin/operations')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(operationsQueryOptions());
  },
  component: OperationsPage,
});

function OperationsPage() {
  useDocumentTitle('Operations · Admin');
  return <AdminOperationsPage />;
}
