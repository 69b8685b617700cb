import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { filesInFolderQueryOptions } from '@/features/locker/api/get-files';
import {
  childFoldersQueryOptions,
  folderByPathQueryOptions,
} from '@/features/locker/api/get-folders';
import { FolderBreadcrumbs } from '@/features/locker/components/folder-breadcrumbs';
import { LockerBrowser } from '@/features/locker/components/locker-browser';
import { lockerViewProps } from '@/features/locker/lib/locker-view';
import { lockerViewSearchSchema } from '@/features/locker/lib/search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** '/Lab Reports/2025' from the splat 'Lab Reports/2025' (empty segments dropped). */
const folderPath = (splat: string | undefined) =>
  `/${(splat ?? '').split('/').filter(Boolean).join('/')}`;

/** /{username}/docs/folder/<path…>: one folder, found by its path (§7 folders?owner_id&path). */
export const Route = createFileRoute('/_app/$username/docs/folder/$')({
  validateSearch: lockerViewSearchSchema,
  loader: async ({ context: { queryClient, ownerId }, params }) => {
    const folder = await queryClient.ensureQueryData(
      folderByPathQueryOptions(ownerId, folderPath(params._splat)),
    );
    if (!folder) throw notFound();
    await Promise.all([
      queryClient.prefetchQuery(childFoldersQueryOptions(ownerId, folder.id)),
      queryClient.prefetchQuery(filesInFolderQueryOptions(ownerId, folder.id)),
    ]);
  },
  component: FolderPage,
});

function FolderPage() {
  const { username, _splat } = Route.useParams();
  const { ownerId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const path = folderPath(_splat);
  const { data: folder } = useSuspenseQuery(folderByPathQueryOptions(ownerId, path));
  useDocumentTitle(folder ? `${folder.name} · My documents` : 'My documents');
  if (!folder) throw notFound();
  return (
    <div className="flex flex-col gap-4">
      <FolderBreadcrumbs username={username} path={folder.path} />
      <h2 className="text-xl font-semibold break-words">{folder.name}</h2>
      <LockerBrowser
        key={folder.id}
        ownerId={ownerId}
        username={username}
        folder={folder}
        {...lockerViewProps(search, (change) => {
          void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true });
        })}
      />
    </div>
  );
}
