import { createFileRoute } from '@tanstack/react-router';
import { CancellationAndRefund } from '@/features/info-pages/components/cancellation-and-refund';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/cancellation-and-refund')({
  component: Page,
});

function Page() {
  useDocumentTitle('Cancellation and refund policy');
  return <CancellationAndRefund />;
}
