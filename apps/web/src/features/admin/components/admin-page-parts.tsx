import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
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

export { QueryState } from '@/components/query-state';

/** A date and time in the reader's chosen time zone ('—' for none). */
export const formatWhen = (iso: string | null | undefined) => formatDate(iso, { withTime: true });

/**
 * A wide table that scrolls sideways inside its own box on a narrow screen: its column headings
 * (and a caption for screen readers), then the body (`children`, the <tbody>).
 */
export function ScrollTable({
  label,
  caption,
  columns,
  children,
}: {
  label: string;
  caption?: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div
      // Positioned, so it also clips the sr-only caption (absolutely positioned).
      className="relative overflow-x-auto rounded-lg border"
      role="region"
      aria-label={label}
      // A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-muted/50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="p-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

const filterGrid = {
  4: { form: 'lg:grid-cols-4', actions: 'lg:col-span-4' },
  5: { form: 'lg:grid-cols-5', actions: 'lg:col-span-5' },
} as const;

/**
 * The filters above an admin list: a search form of `columns` fields a row on a wide screen, then
 * the submit button and Clear filters (`onClear` empties the fields and the applied filters).
 */
export function AdminFilterForm({
  label,
  columns,
  submitLabel,
  onSubmit,
  onClear,
  children,
}: {
  label: string;
  columns: keyof typeof filterGrid;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const grid = filterGrid[columns];
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      className={`grid gap-3 rounded-xl border p-4 sm:grid-cols-2 ${grid.form}`}
    >
      {children}
      <div className={`flex flex-wrap gap-2 sm:col-span-2 ${grid.actions}`}>
        <Button type="submit">{submitLabel}</Button>
        <Button type="button" variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
