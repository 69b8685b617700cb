import { createFileRoute } from '@tanstack/react-router';
import { Pricing } from '@/features/info-pages/components/pricing';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/pricing')({
  component: Page,
});

function Page() {
  useDocumentTitle('Pricing');
  return <Pricing />;
}
