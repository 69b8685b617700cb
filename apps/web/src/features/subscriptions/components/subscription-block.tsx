import type { ReactNode } from 'react';

/** A part of the subscription settings: a section named by its h3. */
export function SubscriptionBlock({
  id,
  title,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
