import { createFileRoute } from '@tanstack/react-router';
import { AboutUs } from '@/features/info-pages/components/about-us';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/about-us')({
  component: Page,
});

function Page() {
  useDocumentTitle('About us');
  return <AboutUs />;
}
