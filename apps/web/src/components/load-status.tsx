import { Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';

/** A list still loading: a spinner and what is loading, e.g. "Loading your appointments…". */
export function LoadingStatus({
  small = false,
  children,
}: {
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      role="status"
      className={
        small
          ? 'flex items-center gap-2 text-sm text-muted-foreground'
          : 'flex items-center gap-2 text-muted-foreground'
      }
    >
      <Loader2Icon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
      {children}
    </p>
  );
}

/** A list that could not load: why, and Try again (`onRetry`, usually the query's refetch). */
export function LoadFailure({
  what,
  error,
  onRetry,
  small = false,
}: {
  /** What could not load, e.g. "your appointments". */
  what: string;
  error: unknown;
  onRetry: () => void;
  small?: boolean;
}) {
  return (
    <div
      role="alert"
      className={
        small ? 'flex flex-col items-start gap-2 text-sm' : 'flex flex-col items-start gap-2'
      }
    >
      <p>
        Could not load {what}: {describeError(error)}
      </p>
      <Button variant="outline" size={small ? 'sm' : undefined} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A list with nothing in it: a quiet dashed box saying so. */
export function EmptyListNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
