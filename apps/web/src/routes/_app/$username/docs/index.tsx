import { createFileRoute } from '@tanstack/react-router';
import { childFoldersQueryOptions } from '@/features/locker/api/get-folders';
import {
  filesInFolderQueryOptions,
  recentFilesQueryOptions,
} from '@/features/locker/api/get-files';
import { LockerBrowser } from '@/features/locker/components/locker-browser';
import { TrashView } from '@/features/locker/components/trash-view';
import { docsIndexSearchSchema } from '@/features/locker/lib/search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/$username/docs/')({
  validateSearch: docsIndexSearchSchema,
  loader: ({ context: { queryClient, ownerId } }) =>
    Promise.all([
      queryClient.prefetchQuery(childFoldersQueryOptions(ownerId, null)),
      queryClient.prefetchQuery(filesInFolderQueryOptions(ownerId, null)),
      queryClient.prefetchQuery(recentFilesQueryOptions(ownerId)),
    ]),
  component: DocsIndexPage,
});

function DocsIndexPage() {
  const search = Route.useSearch();
  useDocumentTitle(search.show === 'trash' ? 'Trash · My documents' : 'My documents');
  const { username } = Route.useParams();
  const { ownerId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  if (search.show === 'trash') return <TrashView ownerId={ownerId} />;
  return (
    <LockerBrowser
      ownerId={ownerId}
      username={username}
      folder={null}
      layout={search.view ?? 'grid'}
      sort={search.sort ?? 'date'}
      onLayoutChange={(view) =>
        void navigate({ search: (prev) => ({ ...prev, view }), replace: true })
      }
      onSortChange={(sort) =>
        void navigate({ search: (prev) => ({ ...prev, sort }), replace: true })
      }
    />
  );
}
