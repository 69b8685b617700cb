import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/errors';

/** Loading and failure of a query the page cannot show without. */
export function QueryState({ pending, error }: { pending: boolean; error: unknown }) {
  if (pending) {
    return (
      <div className="flex flex-col gap-3" role="status">
        <span className="sr-only">Loading...</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load this: {describeError(error)}
      </p>
    );
  }
  return null;
}
