import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/**
 * `count` placeholder cards for a loading grid, as the list's items: each a bordered card of
 * skeleton bars (`bars`: each bar's classes, top to bottom).
 */
export function SkeletonCardItems({ count, bars }: { count: number; bars: readonly string[] }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} className="flex flex-col gap-3 rounded-xl border p-4">
      {bars.map((bar, j) => (
        // The bars are fixed per placeholder, so their position is a stable key.
        <Skeleton key={j} className={bar} />
      ))}
    </li>
  ));
}

/** A placeholder row: a picture (`media`: its classes) beside two lines of text. */
export function SkeletonMediaLines({ media, className }: { media: string; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Skeleton className={media} />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}
