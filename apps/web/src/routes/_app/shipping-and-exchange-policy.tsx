import { createFileRoute } from '@tanstack/react-router';
import { ShippingAndExchange } from '@/features/info-pages/components/shipping-and-exchange';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/shipping-and-exchange-policy')({
  component: Page,
});

function Page() {
  useDocumentTitle('Shipping and exchange policy');
  return <ShippingAndExchange />;
}
