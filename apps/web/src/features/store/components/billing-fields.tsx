import type { Billing } from '@athcare/shared/store.schema';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

type BillingKey = keyof Billing;

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
      <TextField
        label="Contact email"
        type="email"
        autoComplete="email"
        className="flex flex-col gap-1.5 sm:col-span-2"
        error={errors.email?.message}
        {...field('email')}
      />
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...field('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...field('lastName')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        className="flex flex-col gap-1.5 sm:col-span-2"
        error={errors.address?.message}
        {...field('address')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...field('city')}
      />
      <TextField
        label="State"
        autoComplete="address-level1"
        error={errors.state?.message}
        {...field('state')}
      />
      <TextField
        label="ZIP"
        inputMode="numeric"
        autoComplete="postal-code"
        error={errors.zip?.message}
        {...field('zip')}
      />
      <TextField
        label="Phone (for lab-test sample collection)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...field('phone')}
      />
    </fieldset>
  );
}
