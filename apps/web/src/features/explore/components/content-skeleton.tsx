import { SkeletonCardItems } from '@/components/skeleton-shapes';

/** Placeholder cards while a list loads. */
export function CardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading {label}…
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
        <SkeletonCardItems count={count} bars={['h-5 w-2/3', 'h-3 w-full', 'h-3 w-5/6']} />
      </ul>
    </div>
  );
}
