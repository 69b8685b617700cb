import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder cards while a list loads. */
export function CardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading {label}…
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="flex flex-col gap-3 rounded-xl border p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-5/6" />
          </li>
        ))}
      </ul>
    </div>
  );
}
