import type { ReactNode } from 'react';

/** In place of a list that could not be loaded: a bordered box that is read out at once. */
export function ListLoadError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 p-4 text-sm">
      {children}
    </div>
  );
}
