import { createFileRoute, redirect } from '@tanstack/react-router';
import { specializationsQueryOptions } from '@/features/explore/api/get-specializations';
import { doctorSearchQueryOptions } from '@/features/explore/api/search-doctors';
import { DoctorsPage } from '@/features/explore/components/doctors-page';
import {
  doctorsSearchSchema,
  feeRangeError,
  lastPage,
  toDoctorSearchArgs,
} from '@/features/explore/lib/doctor-search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loadResultsPage } from '@/lib/route-checks';
import { useRecordSearch } from '@/features/store/api/search-history';
import { RecentSearches } from '@/features/store/components/recent-searches';

/** /explore/doctors: the doctor directory; every filter, the order and the page in the address. */
export const Route = createFileRoute('/_app/explore/doctors/')({
  validateSearch: doctorsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    void queryClient.prefetchQuery(specializationsQueryOptions());
    // A reversed fee range is shown as an error by the page; nothing to load.
    if (feeRangeError(deps)) return;
    const page = await loadResultsPage(
      queryClient,
      doctorSearchQueryOptions(toDoctorSearchArgs(deps)),
      cause,
    );
    if (!page) return;
    const { total } = page;
    const last = lastPage(total);
    // ?page= past the end lands on the last page (the page also corrects it when it stays).
    if (total > 0 && (deps.page ?? 1) > last) {
      throw redirect({
        to: '/explore/doctors',
        search: { ...deps, page: last === 1 ? undefined : last },
        replace: true,
      });
    }
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
        onReplaceSearch={(next) => void navigate({ search: next, replace: true })}
      />
      <RecentSearches type="doctor" onPick={(q) => void navigate({ search: { q } })} />
    </div>
  );
}
