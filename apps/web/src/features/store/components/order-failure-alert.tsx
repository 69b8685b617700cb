import type { ReactNode } from 'react';

/** Why an order step failed (placing, paying, refunding): a red box read out at once. */
export function OrderFailureAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 p-3 text-sm text-destructive"
    >
      {children}
    </div>
  );
}
