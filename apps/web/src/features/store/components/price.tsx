import { formatPaise } from '@/lib/format';

/** The price in rupees with two decimals, and the struck-through MRP when there is one. */
export function Price({ paise, mrpPaise }: { paise: number; mrpPaise?: number | null }) {
  return (
    <span className="flex flex-wrap items-baseline gap-2">
      <span className="font-semibold">{formatPaise(paise)}</span>
      {mrpPaise && mrpPaise > paise ? (
        <span className="text-sm text-muted-foreground">
          <span className="sr-only">MRP </span>
          <s>{formatPaise(mrpPaise)}</s>
        </span>
      ) : null}
    </span>
  );
}
