import { createFileRoute } from '@tanstack/react-router';
import { SearchView } from '@/features/locker/components/search-view';
import { docsSearchSchema } from '@/features/locker/lib/search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/$username/docs/search/files')({
  validateSearch: docsSearchSchema,
  component: SearchFilesPage,
});

function SearchFilesPage() {
  useDocumentTitle('Search files · My documents');
  const { ownerId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const params = { q: search.q, tag: search.tag, mime: search.type };
  return (
    <SearchView
      key={`${search.q ?? ''}|${search.tag ?? ''}|${search.type ?? ''}`}
      ownerId={ownerId}
      params={params}
      layout={search.view ?? 'list'}
      onSearch={({ q, tag, mime }) =>
        void navigate({ search: (prev) => ({ ...prev, q, tag, type: mime }) })
      }
    />
  );
}
