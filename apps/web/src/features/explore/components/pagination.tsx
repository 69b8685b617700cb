import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface PageLinkProps {
  className: string;
  rel: 'prev' | 'next';
  children: ReactNode;
}

const linkClass =
  'inline-flex h-10 items-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
const endClass = 'inline-flex h-10 items-center gap-1 px-3 text-sm text-muted-foreground';

/**
 * "Page 2 of 40" with previous and next links. `renderLink` builds the link to a page (so the page
 * number lives in the address); at either end the control is plain text.
 */
export function Pagination({
  page,
  pageCount,
  renderLink,
  label = 'Pages',
}: {
  page: number;
  pageCount: number;
  renderLink: (page: number, props: PageLinkProps) => ReactNode;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const previous = (
    <>
      <ChevronLeftIcon className="size-4" aria-hidden />
      Previous
    </>
  );
  const next = (
    <>
      Next
      <ChevronRightIcon className="size-4" aria-hidden />
    </>
  );
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      {page > 1 ? (
        renderLink(page - 1, { className: linkClass, rel: 'prev', children: previous })
      ) : (
        <span className={endClass} aria-hidden>
          {previous}
        </span>
      )}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        renderLink(page + 1, { className: linkClass, rel: 'next', children: next })
      ) : (
        <span className={endClass} aria-hidden>
          {next}
        </span>
      )}
    </nav>
  );
}
