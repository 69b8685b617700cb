import { createFileRoute } from '@tanstack/react-router';
import { AdminAuditPage } from '@/features/admin/components/admin-audit-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/audit: the audit log (account events, admin changes, locker access), filtered, as CSV. */
export const Route = createFileRoute('/_app/admin/audit')({
  component: AuditPage,
});

function AuditPage() {
  useDocumentTitle('Audit log · Admin');
  return <AdminAuditPage />;
}
