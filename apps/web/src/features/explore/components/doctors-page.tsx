import { doctorSortOptions } from '@athcare/shared/personnel.schema';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { useSearchDoctors } from '../api/search-doctors';
import {
  clearDoctorFilters,
  type DoctorsSearch,
  doctorsSearchSchema,
  toDoctorSearchArgs,
} from '../lib/doctor-search-params';
import { DOCTORS_PAGE_SIZE } from '../lib/explore-constants';
import { DoctorFilters } from './doctor-filters';
import { DoctorResults, sortLabels } from './doctor-results';
import { PageTitle } from './page-title';
import { Select } from '@/components/ui/native-controls';

/** /explore/doctors: search, filters, order and pages, all kept in the address. */
export function DoctorsPage({
  search,
  onSearchChange,
}: {
  search: DoctorsSearch;
  onSearchChange: (next: DoctorsSearch) => void;
}) {
  const sortId = useId();
  const query = useSearchDoctors(toDoctorSearchArgs(search));
  const clear = () => onSearchChange(clearDoctorFilters(search));
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="Find a doctor">
        Search by name, specialization or condition, and narrow down by city, language and fee.
      </PageTitle>
      {/* Keyed by the filters: Back or a link re-creates the form with the address's values. */}
      <DoctorFilters
        key={JSON.stringify({ ...search, page: undefined, sort: undefined })}
        search={search}
        onApply={onSearchChange}
        onClear={clear}
      />
      {query.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/40 p-4 text-sm">
          The doctors could not be loaded. Please try again.
        </div>
      ) : (
        <DoctorResults
          result={query.data}
          isLoading={query.isPending}
          page={search.page ?? 1}
          pageSize={DOCTORS_PAGE_SIZE}
          onClearFilters={clear}
          toolbar={
            <div className="flex items-center gap-2">
              <Label htmlFor={sortId} className="whitespace-nowrap">
                Sort by
              </Label>
              <Select
                id={sortId}
                value={search.sort ?? 'relevance'}
                onChange={(event) =>
                  onSearchChange({
                    ...search,
                    sort: doctorsSearchSchema.shape.sort.parse(event.currentTarget.value),
                    page: undefined,
                  })
                }
              >
                {doctorSortOptions.map((s) => (
                  <option key={s} value={s}>
                    {sortLabels[s]}
                  </option>
                ))}
              </Select>
            </div>
          }
          renderPageLink={(page, { className, rel, children }) => (
            <Link
              to="/explore/doctors"
              search={{ ...search, page: page === 1 ? undefined : page }}
              className={className}
              rel={rel}
            >
              {children}
            </Link>
          )}
        />
      )}
    </div>
  );
}
