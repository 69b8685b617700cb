import type { ReactNode } from 'react';
import { describeError } from '@/lib/errors';

/** In place of a social page or list while its query loads, or why it could not load. */
export function QueryStatus({ query }: { query: { isPending: boolean; error: unknown } }) {
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  return (
    <p role="alert" className="text-sm text-destructive">
      {describeError(query.error)}
    </p>
  );
}

/** A quiet dashed box: nothing to show here (no posts, not available). */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed p-6 text-center text-sm">{children}</p>;
}
