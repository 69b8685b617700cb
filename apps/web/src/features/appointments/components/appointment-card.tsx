import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Where the card puts its actions beside its facts rather than under them. */
const sideBySide = {
  /** From a small screen, the actions at the top (the member's bookings). */
  sm: 'sm:flex-row sm:items-start sm:justify-between',
  /** From a tablet, the actions centred (the personnel's schedule, with more buttons). */
  md: 'md:flex-row md:items-center md:justify-between',
} as const;

/** An appointment in a list: who and its status on the first line, the facts under it, then its actions. */
export function AppointmentCard({
  title,
  actions,
  sideBySideFrom,
  testId,
  children,
}: {
  title: ReactNode;
  actions: ReactNode;
  sideBySideFrom: keyof typeof sideBySide;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs',
        sideBySide[sideBySideFrom],
      )}
      data-testid={testId}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">{title}</p>
        {children}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </li>
  );
}
