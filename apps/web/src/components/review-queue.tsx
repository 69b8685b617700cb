import { type ReactNode, useState } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** What a review queue shows of its query (a TanStack Query result fits). */
interface QueueQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: readonly T[] | undefined;
}

/**
 * A queue an admin works through (personnel verifications, vendor documents): loading, the
 * refusal, `empty` when nothing waits, else the items as a list named `label`.
 */
export function ReviewQueueList<T>({
  query,
  empty,
  label,
  children,
}: {
  query: QueueQuery<T>;
  empty: string;
  label: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError || !query.data) return <FormAlert error={query.error} />;
  if (query.data.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label={label}>
      {query.data.map(children)}
    </ul>
  );
}

/** Approve, or Reject… which puts the item's rejection form (given a way back) in their place. */
export function ReviewDecision({
  pending,
  onApprove,
  rejectForm,
}: {
  pending: boolean;
  onApprove: () => void;
  rejectForm: (back: () => void) => ReactNode;
}) {
  const [rejecting, setRejecting] = useState(false);
  if (rejecting) return rejectForm(() => setRejecting(false));
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={pending} onClick={onApprove}>
        Approve
      </Button>
      <Button variant="outline" onClick={() => setRejecting(true)}>
        Reject…
      </Button>
    </div>
  );
}
