import { createFileRoute, redirect } from '@tanstack/react-router';
import { verificationQueueQueryOptions } from '@/features/admin/api/verification-queue';
import { AdminVerificationQueue } from '@/features/admin/components/admin-verification-queue';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { selectIsAdmin } from '@/stores/session-store';

/** Issue 12: the admins' queue of personnel profiles waiting for verification (admins only). */
export const Route = createFileRoute('/_app/admin_/verifications')({
  beforeLoad: ({ context }) => {
    if (!selectIsAdmin(context.session())) throw redirect({ to: '/', replace: true });
  },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(verificationQueueQueryOptions());
  },
  component: VerificationsPage,
});

function VerificationsPage() {
  useDocumentTitle('Personnel verification');
  return <AdminVerificationQueue />;
}
