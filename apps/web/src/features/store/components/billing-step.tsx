import { type Billing, billingSchema } from '@athcare/shared/store.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useCartStore } from '@/stores/cart-store';
import { useCheckoutStore } from '../stores/checkout-store';
import { BillingFields } from './billing-fields';
import { CheckoutSteps } from './checkout-steps';
import { OrderSummary } from './order-summary';

/** /checkout2: the billing step on its own; Continue goes to the review (/checkout4). */
export function BillingStep({ onContinue }: { onContinue: () => void }) {
  const hasItems = useCartStore((s) => s.items.length > 0);
  const { billing, setBilling } = useCheckoutStore();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Billing>({ resolver: zodResolver(billingSchema), defaultValues: billing ?? {} });
  const onSubmit = handleSubmit((values) => {
    setBilling(values);
    onContinue();
  });
  return (
    <div className="flex flex-col gap-6">
      <CheckoutSteps active={1} />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <form
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          className="flex flex-col gap-6 rounded-xl border p-4 sm:p-6"
          aria-label="Billing details"
        >
          <BillingFields
            field={(name) => register(name)}
            errors={Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={!hasItems}>
              Continue to review
            </Button>
            <Link
              to="/store/products"
              className="inline-flex h-10 items-center rounded-md border px-4 text-sm font-medium hover:bg-accent"
            >
              Keep shopping
            </Link>
          </div>
        </form>
        <OrderSummary />
      </div>
    </div>
  );
}
