import { createFileRoute } from '@tanstack/react-router';
import { doctorSearchQueryOptions } from '@/features/explore/api/search-doctors';
import { PersonnelsPage } from '@/features/explore/components/personnels-page';
import {
  personnelsSearchSchema,
  toPersonnelSearchArgs,
} from '@/features/explore/lib/personnel-search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loadResultsPage } from '@/lib/route-checks';

/** /explore/personnels: every personnel type. */
export const Route = createFileRoute('/_app/explore/personnels/')({
  validateSearch: personnelsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await loadResultsPage(
      queryClient,
      doctorSearchQueryOptions(toPersonnelSearchArgs(deps)),
      cause,
    );
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
