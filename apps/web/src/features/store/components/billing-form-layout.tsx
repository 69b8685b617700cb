import type { FormEventHandler, ReactNode } from 'react';
import { CheckoutSteps } from './checkout-steps';
import { OrderSummary } from './order-summary';

/** /checkout and /checkout2: the steps at Share Billing Details, the form beside the Order Summary. */
export function BillingFormLayout({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <CheckoutSteps active={1} />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-6 rounded-xl border p-4 sm:p-6"
          aria-label={label}
        >
          {children}
        </form>
        <OrderSummary />
      </div>
    </div>
  );
}
