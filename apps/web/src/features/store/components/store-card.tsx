import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A bordered part of a store page, named by its h2 (`className` sets its gap and width). */
export function StoreCard({
  titleId,
  title,
  className,
  children,
}: {
  titleId: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex flex-col rounded-xl border p-4 sm:p-6', className)}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
