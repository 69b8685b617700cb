import { InputField } from '@/components/ui/field';
import {
  type VendorBusiness,
  type VendorBusinessInput,
  vendorBusinessInputSchema,
} from '@athcare/shared/vendor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAddVendorFor, useVendorsAddedByMe } from '../api/vendors-api';
import { BusinessFields, businessDefaults } from './business-form';
import { VendorSection } from './vendor-form-bits';

const accountSchema = z
  .string()
  .trim()
  .min(3, 'Enter the username or email of the vendor’s account.')
  .max(255);

const resolver = zodResolver(vendorBusinessInputSchema);

/**
 * /dashboard/personnel/add-new-vendor: personnel register a vendor business for an existing
 * account (its username or email); the account gets the vendor role and finishes on its own
 * dashboard (documents, bank details, hospitals).
 */
export function AddVendorForForm({ userId }: { userId: string }) {
  const id = useId();
  const add = useAddVendorFor();
  const added = useVendorsAddedByMe(userId);
  const [account, setAccount] = useState('');
  const [accountError, setAccountError] = useState<string | undefined>();
  const { register, handleSubmit, formState, reset } = useForm<
    VendorBusinessInput,
    unknown,
    VendorBusiness
  >({ resolver, defaultValues: businessDefaults(null) });
  const submit = handleSubmit(async (input) => {
    const parsed = accountSchema.safeParse(account);
    setAccountError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    await add
      .mutateAsync({ account: parsed.data, ...input })
      .then(() => {
        toast.success(`${input.legalBusinessName} added as a vendor.`);
        reset();
        setAccount('');
      })
      .catch(() => undefined);
  });
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Add new vendor</h1>
        <p className="text-muted-foreground">
          Register a hospital or ambulance business for someone who already has an Athcare account.
          They upload the documents and bank details from their Vendor Dashboard.
        </p>
      </header>
      <VendorSection id={`${id}-form`} title="Business">
        <form
          noValidate
          aria-label="Add new vendor"
          onSubmit={(e) => void submit(e)}
          className="flex flex-col gap-4"
        >
          <InputField
            id={`${id}-account`}
            label="Owner’s username or email"
            autoComplete="off"
            value={account}
            error={accountError}
            onChange={(e) => setAccount(e.target.value)}
          />
          <BusinessFields register={register} errors={formState.errors} />
          <FormAlert error={add.error} />
          <Button type="submit" className="w-fit" disabled={add.isPending}>
            Add vendor
          </Button>
        </form>
      </VendorSection>
      <VendorSection id={`${id}-added`} title="Vendors you added">
        {added.isPending ? null : added.isError ? (
          <FormAlert error={added.error} />
        ) : added.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet.</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Vendors you added">
            {added.data.map((v) => (
              <li key={v.id} className="py-2">
                <span className="font-medium">{v.legalBusinessName}</span>{' '}
                <span className="text-sm text-muted-foreground">
                  · GSTIN {v.gstNumber} · {v.verificationStatus}
                </span>
              </li>
            ))}
          </ul>
        )}
      </VendorSection>
    </div>
  );
}
