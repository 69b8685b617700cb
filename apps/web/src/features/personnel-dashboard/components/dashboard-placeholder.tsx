import type { ReactNode } from 'react';

/** A page that exists in the navigation but whose feature has not landed yet. */
export function DashboardPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
        {children}
      </p>
    </div>
  );
}
