import { type Billing, billingSchema } from '@athcare/shared/store.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useCartStore } from '@/stores/cart-store';
import { useCheckoutStore } from '../stores/checkout-store';
import { BillingFields } from './billing-fields';
import { BillingFormLayout } from './billing-form-layout';

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
    <BillingFormLayout label="Billing details" onSubmit={(e) => void onSubmit(e)}>
      <BillingFields field={(name) => register(name)} errors={errors} />
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
    </BillingFormLayout>
  );
}
