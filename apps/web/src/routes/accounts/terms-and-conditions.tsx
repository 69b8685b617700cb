import { createFileRoute } from '@tanstack/react-router';
import { TermsAndConditions } from '@/features/info-pages/components/terms-and-conditions';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/accounts/terms-and-conditions')({
  component: Page,
});

function Page() {
  useDocumentTitle('Terms and conditions');
  return <TermsAndConditions />;
}
