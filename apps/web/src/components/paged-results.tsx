import type { ReactNode } from 'react';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';

/**
 * A list read a page at a time (the audit log, accounts, plan grants; issue #11): loading or its
 * failure, a note when the page is empty, else the rows as `children` shows them, then the pager.
 */
export function PagedResults<Row>({
  pending,
  error,
  result,
  empty,
  pager,
  page,
  onPage,
  children,
}: {
  pending: boolean;
  error: unknown;
  /** The page read (undefined until it is). */
  result: { rows: readonly Row[]; hasNext: boolean } | undefined;
  empty: string;
  /** The pager's name, and its buttons' words when not "Previous page" / "Next page". */
  pager: { label: string; previous?: string; next?: string };
  page: number;
  onPage: (page: number) => void;
  children: (rows: readonly Row[]) => ReactNode;
}) {
  return (
    <>
      <QueryState pending={pending} error={error} />
      {result &&
        (result.rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            {empty}
          </p>
        ) : (
          children(result.rows)
        ))}
      {result && <Pager {...pager} page={page} hasNext={result.hasNext} onPage={onPage} />}
    </>
  );
}
