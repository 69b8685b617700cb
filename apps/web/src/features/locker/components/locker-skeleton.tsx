import { SkeletonMediaLines } from '@/components/skeleton-shapes';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder cards while a folder loads. */
export function LockerListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div
      role="status"
      className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {Array.from({ length: count }, (_, i) => (
        <SkeletonMediaLines key={i} media="size-10 shrink-0" className="rounded-lg border p-3" />
      ))}
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** Bars in place of what is loading (`bars`: each bar's size), read out as loading. */
export function LoadingBars({ bars, className }: { bars: readonly string[]; className: string }) {
  return (
    <div role="status" className={className}>
      {bars.map((size, i) => (
        <Skeleton key={i} className={size} />
      ))}
      <span className="sr-only">Loading…</span>
    </div>
  );
}
