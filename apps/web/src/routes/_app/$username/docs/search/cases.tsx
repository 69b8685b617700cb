import { createFileRoute } from '@tanstack/react-router';
import { CasesEmptyState } from '@/features/locker/components/cases-empty-state';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/$username/docs/search/cases')({
  component: SearchCasesPage,
});

function SearchCasesPage() {
  useDocumentTitle('Search cases · My documents');
  return <CasesEmptyState />;
}
