import { createFileRoute } from '@tanstack/react-router';
import { VendorBusinessPage } from '@/features/vendors/components/vendor-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/: the business (register or edit) and its verification status. */
export const Route = createFileRoute('/_app/dashboard/vendor/')({ component: BusinessRoute });

function BusinessRoute() {
  useDocumentTitle('Vendor Dashboard');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return <VendorBusinessPage userId={userId} />;
}
