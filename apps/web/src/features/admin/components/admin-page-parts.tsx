import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/errors';
import { formatDate } from '@/lib/format-date';

/** The heading block of an admin page (its one h1). */
export function AdminPageHeader({ title, about }: { title: string; about: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{about}</p>
    </header>
  );
}

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

/** A date and time in the reader's chosen time zone ('—' for none). */
export const formatWhen = (iso: string | null | undefined) => formatDate(iso, { withTime: true });

/** A wide table that scrolls sideways inside its own box on a narrow screen. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border"
      role="region"
      aria-label={label}
      // A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">{children}</table>
    </div>
  );
}
