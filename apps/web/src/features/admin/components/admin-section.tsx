import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/errors';
import { cn } from '@/lib/utils';
import type { AdminSectionInfo } from './admin-sections';

/** One card of the admin page: a labelled region (the page's in-page links jump to its id). */
export function AdminSection({
  section,
  action,
  className,
  children,
}: {
  section: AdminSectionInfo;
  /** A button beside the heading (Add …). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${section.id}-heading`;
  return (
    <Card id={section.id} aria-labelledby={headingId} role="region" className={className}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
          <h2 id={headingId} className="text-lg font-semibold">
            {section.title}
          </h2>
          <CardDescription>{section.about}</CardDescription>
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A server list in its states: loading (skeleton), failed, empty, or one row per item. */
export function QueryList<T extends { id: number }>({
  query,
  empty,
  renderItem,
}: {
  query: UseQueryResult<readonly T[]>;
  empty: string;
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status">
        <span className="sr-only">Loading...</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/5" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load this list: {describeError(query.error)}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
        {empty}
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y">
      {query.data.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

/** A row's text: what it is, and its key or detail underneath. */
export function RowText({ name, detail }: { name: ReactNode; detail?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 basis-40 flex-col">
      <span className="font-medium break-words">{name}</span>
      {detail && <span className="text-sm break-all text-muted-foreground">{detail}</span>}
    </div>
  );
}

/** The buttons at a row's end; they wrap under the text on a narrow screen. */
export function RowActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('flex shrink-0 gap-1', className)}>{children}</div>;
}
