import { Button } from '@/components/ui/button';

/** Buttons to the previous and next page of a list read a page at a time (pages from 0). */
export function Pager({
  label,
  page,
  hasNext,
  onPage,
  previous = 'Previous page',
  next = 'Next page',
}: {
  label: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  previous?: string;
  next?: string;
}) {
  if (page === 0 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <span className="text-sm text-muted-foreground">Page {page + 1}</span>
      <Button variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </nav>
  );
}
