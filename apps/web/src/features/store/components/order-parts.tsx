import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

// The order steps' shared pieces, in one module so that they load as one file.

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

/**
 * Subtotal, discount (when there is one), tax, shipping (free at 0) and total, as a two-column
 * list: the cart's totals and a placed order's. `format` writes an amount in the caller's unit.
 */
export function TotalsList({
  subtotal,
  discount,
  discountLabel = 'Discount',
  tax,
  shipping,
  total,
  format,
  className,
  testId,
  totalTestId,
}: {
  subtotal: number;
  discount: number;
  discountLabel?: string;
  tax: number;
  shipping: number;
  total: number;
  format: (amount: number) => string;
  className?: string;
  testId?: string;
  totalTestId: string;
}) {
  return (
    <dl
      className={cn('grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums', className)}
      data-testid={testId}
    >
      <dt>Subtotal</dt>
      <dd className="text-right">{format(subtotal)}</dd>
      {discount > 0 && (
        <>
          <dt>{discountLabel}</dt>
          <dd className="text-right">−{format(discount)}</dd>
        </>
      )}
      <dt>Tax</dt>
      <dd className="text-right">{format(tax)}</dd>
      <dt>Shipping</dt>
      <dd className="text-right">{shipping === 0 ? 'Free' : format(shipping)}</dd>
      <dt className="pt-2 text-base font-semibold">Total</dt>
      <dd className="pt-2 text-right text-base font-semibold" data-testid={totalTestId}>
        {format(total)}
      </dd>
    </dl>
  );
}
