import { doctorSortOptions } from '@athcare/shared/personnel-options';
import { SlidersHorizontalIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { ListLoadError } from '@/components/list-and-form-bits';
import { SortBySelect } from '@/components/sort-by-select';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useIsMobile } from '@/hooks/use-mobile';
import { useSearchDoctors } from '../api/search-doctors';
import {
  clearDoctorFilters,
  type DoctorsSearch,
  doctorFilterKeys,
  feeRangeError,
  lastPage,
  toDoctorSearchArgs,
} from '../lib/doctor-search-params';
import { DOCTORS_PAGE_SIZE } from '../lib/explore-constants';
import { directoryPageLink } from './directory-page-link';
import { DoctorFilters } from './doctor-filters';
import { DoctorResults, sortLabels } from './doctor-results';
import { ExploreSectionTitle } from './page-title';

/** On phones the filters live in a "Filters" sheet, so the results start on the first screen. */
function FiltersSheet({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" className="self-start">
          <SlidersHorizontalIcon aria-hidden />
          Filters
          {activeCount > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom" className="max-h-[85svh] gap-0 overflow-y-auto">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>
            Narrow down the doctors; results update as you choose.
          </SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-3 px-4 pb-4">
          {children}
          <SheetClose asChild>
            <Button>Show results</Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** /explore/doctors: search, filters, order and pages, all kept in the address. */
export function DoctorsPage({
  search,
  onSearchChange,
  onReplaceSearch = onSearchChange,
}: {
  search: DoctorsSearch;
  onSearchChange: (next: DoctorsSearch) => void;
  /** Corrects the address without a history entry (a page past the end). */
  onReplaceSearch?: (next: DoctorsSearch) => void;
}) {
  const isMobile = useIsMobile();
  const feeError = feeRangeError(search);
  const query = useSearchDoctors(toDoctorSearchArgs(search), { enabled: !feeError });
  const clear = () => onSearchChange(clearDoctorFilters(search));
  const page = search.page ?? 1;
  const total = query.data?.total ?? 0;
  const last = lastPage(total);
  // A page past the end (a stale link, a hand-typed ?page=) shows the last page instead.
  const pastTheEnd = query.data !== undefined && total > 0 && page > last;
  useEffect(() => {
    if (pastTheEnd) onReplaceSearch({ ...search, page: last === 1 ? undefined : last });
  }, [pastTheEnd, last, search, onReplaceSearch]);
  const filters = (
    // Keyed by the filters: Back or a link re-creates the form with the address's values.
    <DoctorFilters
      key={JSON.stringify({ ...search, page: undefined, sort: undefined })}
      search={search}
      onApply={onSearchChange}
      onClear={clear}
    />
  );
  const activeCount = doctorFilterKeys.filter((key) => search[key] !== undefined).length;
  return (
    <div className="flex flex-col gap-6">
      <ExploreSectionTitle section="doctors" />
      {isMobile ? <FiltersSheet activeCount={activeCount}>{filters}</FiltersSheet> : filters}
      {feeError ? (
        <ListLoadError>{feeError} Please correct the fee range.</ListLoadError>
      ) : query.isError ? (
        <ListLoadError>The doctors could not be loaded. Please try again.</ListLoadError>
      ) : (
        <DoctorResults
          result={query.data}
          isLoading={query.isPending || pastTheEnd}
          page={page}
          pageSize={DOCTORS_PAGE_SIZE}
          onClearFilters={clear}
          toolbar={
            <SortBySelect
              value={search.sort ?? 'relevance'}
              sorts={doctorSortOptions}
              labels={sortLabels}
              onChange={(sort) => onSearchChange({ ...search, sort, page: undefined })}
            />
          }
          renderPageLink={directoryPageLink({ to: '/explore/doctors', search })}
        />
      )}
    </div>
  );
}
