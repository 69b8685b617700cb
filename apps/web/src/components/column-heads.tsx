import type { ReactNode } from 'react';

/**
 * A table's header row: one column header (scope="col") per label, in the table's own padding.
 * The first or last column may take other classes (a left-aligned name, an actions column
 * without the gap after it).
 */
export function ColumnHeads({
  labels,
  className,
  cellClassName,
  firstCellClassName = cellClassName,
  lastCellClassName = cellClassName,
}: {
  labels: readonly ReactNode[];
  className?: string;
  cellClassName: string;
  firstCellClassName?: string;
  lastCellClassName?: string;
}) {
  const last = labels.length - 1;
  return (
    <tr className={className}>
      {labels.map((label, index) => (
        <th
          // The labels are fixed per table, so their position is a stable key.
          key={index}
          scope="col"
          className={
            index === 0 ? firstCellClassName : index === last ? lastCellClassName : cellClassName
          }
        >
          {label}
        </th>
      ))}
    </tr>
  );
}
