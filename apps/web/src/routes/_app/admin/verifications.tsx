import { createFileRoute } from '@tanstack/react-router';
import { verificationQueueQueryOptions } from '@/features/admin/api/verification-queue';
import { AdminVerificationQueue } from '@/features/admin/components/admin-verification-queue';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/verifications: personnel profiles waiting for an admin before they are listed (the admin layout admits admins only). */
export const Route = createFileRoute('/_app/admin/verifications')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(verificationQueueQueryOptions());
  },
  component: VerificationsPage,
});

function VerificationsPage() {
  useDocumentTitle('Personnel verification');
  return <AdminVerificationQueue />;
}
