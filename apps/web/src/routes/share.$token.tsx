import { createFileRoute } from '@tanstack/react-router';
import { PublicSharePage } from '@/features/locker/components/public-share-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /share/:token — public (the root guard lets it through): a file or folder shared from a locker. */
export const Route = createFileRoute('/share/$token')({
  component: SharePage,
});

function SharePage() {
  useDocumentTitle('Shared with you');
  const { token } = Route.useParams();
  return <PublicSharePage token={token} />;
}
