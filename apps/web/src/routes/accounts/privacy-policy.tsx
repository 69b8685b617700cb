import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '@/features/info-pages/components/privacy-policy';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/accounts/privacy-policy')({
  component: Page,
});

function Page() {
  useDocumentTitle('Privacy policy');
  return <PrivacyPolicy />;
}
