import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';

/** The next keyset page of a list (posts, comments): nothing once the last page is in. */
export function LoadMoreButton({
  query,
  label,
  className,
}: {
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** The button's text, e.g. "Load more". */
  label: string;
  className: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading…' : label}
    </Button>
  );
}
