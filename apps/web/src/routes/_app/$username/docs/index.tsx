import { createFileRoute } from '@tanstack/react-router';
import { childFoldersQueryOptions } from '@/features/locker/api/get-folders';
import {
  filesInFolderQueryOptions,
  recentFilesQueryOptions,
} from '@/features/locker/api/get-files';
import { sharedWithMeQueryOptions } from '@/features/locker/api/shared-with-me';
import { LockerBrowser } from '@/features/locker/components/locker-browser';
import { SharedWithMeView } from '@/features/locker/components/shared-with-me-view';
import { TrashView } from '@/features/locker/components/trash-view';
import { lockerViewProps } from '@/features/locker/lib/locker-view';
import { docsIndexSearchSchema } from '@/features/locker/lib/search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';

const titles = {
  trash: 'Trash · My documents',
  shared: 'Shared with me · My documents',
} as const;

export const Route = createFileRoute('/_app/$username/docs/')({
  validateSearch: docsIndexSearchSchema,
  loaderDeps: ({ search }) => ({ show: search.show }),
  loader: ({ context: { queryClient, ownerId }, deps }) =>
    deps.show === 'shared'
      ? queryClient.prefetchQuery(sharedWithMeQueryOptions(ownerId))
      : Promise.all([
          queryClient.prefetchQuery(childFoldersQueryOptions(ownerId, null)),
          queryClient.prefetchQuery(filesInFolderQueryOptions(ownerId, null)),
          queryClient.prefetchQuery(recentFilesQueryOptions(ownerId)),
        ]),
  component: DocsIndexPage,
});

function DocsIndexPage() {
  const search = Route.useSearch();
  useDocumentTitle(search.show ? titles[search.show] : 'My documents');
  const { username } = Route.useParams();
  const { ownerId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  if (search.show === 'trash') return <TrashView ownerId={ownerId} />;
  // The route's ownerId is the signed-in member: here, the one things are shared with.
  if (search.show === 'shared') return <SharedWithMeView userId={ownerId} />;
  return (
    <LockerBrowser
      ownerId={ownerId}
      username={username}
      folder={null}
      {...lockerViewProps(search, (change) => {
        void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true });
      })}
    />
  );
}
