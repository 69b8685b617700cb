import { Stepper } from '@/components/stepper';

/** Spec §2 "Checkout page": the three steps. */
export const checkoutSteps = [
  'Add Products',
  'Share Billing Details',
  'Make Your Payment',
] as const;

export function CheckoutSteps({ active }: { active: 0 | 1 | 2 }) {
  return <Stepper steps={checkoutSteps} activeStep={active} label="Checkout progress" />;
}
