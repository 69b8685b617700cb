import { createFileRoute } from '@tanstack/react-router';
import { specializationsQueryOptions } from '@/features/explore/api/get-specializations';
import { doctorSearchQueryOptions } from '@/features/explore/api/search-doctors';
import { DoctorsPage } from '@/features/explore/components/doctors-page';
import {
  doctorsSearchSchema,
  toDoctorSearchArgs,
} from '@/features/explore/lib/doctor-search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRecordSearch } from '@/features/store/api/search-history';
import { RecentSearches } from '@/features/store/components/recent-searches';

/** /explore/doctors: the doctor directory; every filter, the order and the page in the address. */
export const Route = createFileRoute('/_app/explore/doctors/')({
  validateSearch: doctorsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    void queryClient.prefetchQuery(specializationsQueryOptions());
    const page = doctorSearchQueryOptions(toDoctorSearchArgs(deps));
    // Entering (or preloading on intent) waits for the page; a filter change on the page itself
    // renders at once and shows skeletons while the new page loads.
    if (cause === 'stay') void queryClient.prefetchQuery(page);
    else await queryClient.ensureQueryData(page);
  },
  component: DoctorsRoute,
});

function DoctorsRoute() {
  useDocumentTitle('Find a doctor');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const record = useRecordSearch('doctor');
  return (
    <div className="flex flex-col gap-3">
      <DoctorsPage
        search={search}
        onSearchChange={(next) => {
          // A new text search goes into the member's search history.
          if (next.q && next.q !== search.q) record.mutate(next.q);
          void navigate({ search: next });
        }}
      />
      <RecentSearches type="doctor" onPick={(q) => void navigate({ search: { q } })} />
    </div>
  );
}
