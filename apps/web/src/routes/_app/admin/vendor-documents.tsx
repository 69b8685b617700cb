import { createFileRoute } from '@tanstack/react-router';
import { documentQueueQueryOptions } from '@/features/vendors/api/document-queue-api';
import { VendorDocumentQueue } from '@/features/vendors/components/document-queue';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/vendor-documents: vendor documents waiting for an admin (the admin layout admits admins only). */
export const Route = createFileRoute('/_app/admin/vendor-documents')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(documentQueueQueryOptions());
  },
  component: VendorDocumentsPage,
});

function VendorDocumentsPage() {
  useDocumentTitle('Vendor documents');
  return <VendorDocumentQueue />;
}
