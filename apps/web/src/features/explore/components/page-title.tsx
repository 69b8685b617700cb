import type { ReactNode } from 'react';

/** The h1 and lead paragraph of an explore page. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {children ? <p className="text-muted-foreground">{children}</p> : null}
    </header>
  );
}
