import { createFileRoute } from '@tanstack/react-router';
import { CaseSearch } from '@/features/history/components/case-search';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/$username/docs/search/cases')({
  component: SearchCasesPage,
});

function SearchCasesPage() {
  useDocumentTitle('Search cases · My documents');
  const { username } = Route.useParams();
  return <CaseSearch username={username} />;
}
