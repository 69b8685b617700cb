import type { DoctorSort } from '@athcare/shared/personnel-options';
import type { DoctorSearchResult } from '@athcare/shared/personnel-directory.schema';
import { SearchXIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { groupIndian } from '@/lib/format';
import { DoctorCard, DoctorCardSkeleton, type DirectoryKind } from './doctor-card';
import { type PageLinkProps, Pagination } from './pagination';

export const sortLabels: Record<DoctorSort, string> = {
  relevance: 'Relevance',
  fee: 'Fee: low to high',
  fee_desc: 'Fee: high to low',
  experience: 'Experience',
  rating: 'Rating',
};

/**
 * The result list of a directory search: a count, the order, the cards, the pages; skeletons while
 * loading and an empty state that offers to clear the filters.
 */
export function DoctorResults({
  result,
  isLoading,
  page,
  pageSize,
  noun = { one: 'doctor', many: 'doctors' },
  kind = 'doctor',
  toolbar,
  renderPageLink,
  onClearFilters,
}: {
  result: DoctorSearchResult | undefined;
  isLoading: boolean;
  page: number;
  pageSize: number;
  noun?: { one: string; many: string };
  kind?: DirectoryKind;
  toolbar?: ReactNode;
  renderPageLink: (page: number, props: PageLinkProps) => ReactNode;
  onClearFilters?: () => void;
}) {
  const headingId = useId();
  const total = result?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold" aria-live="polite">
          {isLoading || !result
            ? `Searching ${noun.many}…`
            : `${groupIndian(total)} ${total === 1 ? noun.one : noun.many} found`}
        </h2>
        {toolbar}
      </div>
      {isLoading || !result ? (
        <div aria-busy="true">
          <p className="sr-only" role="status">
            Loading {noun.many}…
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: Math.min(pageSize, 6) }, (_, i) => (
              <li key={i}>
                <DoctorCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : result.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
          <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No {noun.many} match your search.</p>
          <p className="text-sm text-muted-foreground">
            Try another spelling, a nearby city or fewer filters.
          </p>
          {onClearFilters ? (
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {result.items.map((entry) => (
              <li key={entry.id}>
                <DoctorCard entry={entry} kind={kind} />
              </li>
            ))}
          </ul>
          <Pagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            renderLink={renderPageLink}
            label={`Pages of ${noun.many}`}
          />
        </>
      )}
    </section>
  );
}
