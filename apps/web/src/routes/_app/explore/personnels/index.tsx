import { createFileRoute } from '@tanstack/react-router';
import { doctorSearchQueryOptions } from '@/features/explore/api/search-doctors';
import { PersonnelsPage } from '@/features/explore/components/personnels-page';
import {
  personnelsSearchSchema,
  toPersonnelSearchArgs,
} from '@/features/explore/lib/personnel-search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /explore/personnels: every personnel type. */
export const Route = createFileRoute('/_app/explore/personnels/')({
  validateSearch: personnelsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const page = doctorSearchQueryOptions(toPersonnelSearchArgs(deps));
    if (cause === 'stay') void queryClient.prefetchQuery(page);
    else await queryClient.ensureQueryData(page);
  },
  component: PersonnelsRoute,
});

function PersonnelsRoute() {
  useDocumentTitle('Personnel');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PersonnelsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
