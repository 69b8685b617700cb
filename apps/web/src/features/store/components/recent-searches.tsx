import type { WishlistItemType } from '@athcare/shared/store-catalogue.schema';
import { Button } from '@/components/ui/button';
import { useClearSearchHistory, useSearchHistory } from '../api/search-history';

/** The member's recent searches of one kind, each a link back to it, and Clear. */
export function RecentSearches({
  type,
  onPick,
}: {
  type: WishlistItemType;
  onPick: (query: string) => void;
}) {
  const history = useSearchHistory(type);
  const clear = useClearSearchHistory(type);
  const entries = [
    ...new Map((history.data ?? []).map((e) => [e.query.toLowerCase(), e])).values(),
  ];
  if (entries.length === 0) return null;
  return (
    <section aria-label="Recent searches" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Recent:</span>
      {entries.map((e) => (
        <Button key={e.id} type="button" variant="ghost" size="sm" onClick={() => onPick(e.query)}>
          {e.query}
        </Button>
      ))}
      <Button
        type="button"
        variant="link"
        size="sm"
        disabled={clear.isPending}
        onClick={() => clear.mutate()}
      >
        Clear search history
      </Button>
    </section>
  );
}
