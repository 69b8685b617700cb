import type { Billing } from '@athcare/shared/store.schema';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

type BillingKey = keyof Billing;

/** The billing inputs in order; a wide one spans both columns. */
const billingInputs: readonly ({
  name: BillingKey;
  label: string;
  wide?: boolean;
} & Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete'>)[] = [
  { name: 'email', label: 'Contact email', type: 'email', autoComplete: 'email', wide: true },
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zip', label: 'ZIP', inputMode: 'numeric', autoComplete: 'postal-code' },
  {
    name: 'phone',
    label: 'Phone (for lab-test sample collection)',
    type: 'tel',
    autoComplete: 'tel',
  },
];

/** Spec §2 checkout form: contact email, first and last name, address, city, state, ZIP. */
export function BillingFields({
  field,
  errors,
}: {
  field: (name: BillingKey) => UseFormRegisterReturn;
  /** The form's errors (react-hook-form's `formState.errors`); each field shows its message. */
  errors: Partial<Record<BillingKey, { message?: string } | undefined>>;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Billing details</legend>
      {billingInputs.map(({ name, wide, ...input }) => (
        <TextField
          key={name}
          {...input}
          span={wide ? 'sm:col-span-2' : undefined}
          error={errors[name]?.message}
          {...field(name)}
        />
      ))}
    </fieldset>
  );
}
