import { type BranchInput, branchInputSchema, type Vendor } from '@athcare/shared/vendor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAddBranch, useBranches, useRemoveBranch } from '../api/vendors-api';
import { CheckField, TextField, VendorSection } from './vendor-form-bits';

const resolver = zodResolver(branchInputSchema);

/** The vendor's branches with their addresses (§3 Address fields). */
export function BranchesPage({ vendor }: { vendor: Vendor }) {
  const id = useId();
  const branches = useBranches();
  const add = useAddBranch();
  const remove = useRemoveBranch();
  const { register, handleSubmit, formState, reset } = useForm<BranchInput>({
    resolver,
    defaultValues: {
      name: '',
      addressLine1: '',
      societyBlockPocket: '',
      areaSector: '',
      addressLine2: '',
      nearbyLandmark: '',
      city: '',
      state: '',
      postalCode: '',
      phone: '',
      isPrimary: false,
    },
  });
  const e = formState.errors;
  const submit = handleSubmit(async (input) => {
    await add
      .mutateAsync({ vendorId: vendor.id, input })
      .then(() => {
        toast.success('Branch added.');
        reset();
      })
      .catch(() => undefined);
  });
  return (
    <div className="flex flex-col gap-6">
      <VendorSection id={`${id}-list`} title="Branches">
        {branches.isPending ? null : branches.isError ? (
          <FormAlert error={branches.error} />
        ) : branches.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No branch yet.</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Your branches">
            {branches.data.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium">
                    {b.name}
                    {b.isPrimary ? ' (main)' : ''}
                  </p>
                  <p className="text-sm break-words text-muted-foreground">
                    {[b.addressLine1, b.areaSector, b.city, b.state, b.postalCode]
                      .filter(Boolean)
                      .join(', ')}
                    {b.phone ? ` · ${b.phone}` : ''}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(`Remove the branch ${b.name}?`)) remove.mutate(b.id);
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FormAlert error={remove.error} />
      </VendorSection>
      <VendorSection id={`${id}-add`} title="Add a branch">
        <form
          noValidate
          aria-label="Add a branch"
          onSubmit={(ev) => void submit(ev)}
          className="grid gap-4 sm:grid-cols-2"
        >
          <TextField
            id={`${id}-name`}
            label="Branch name"
            error={e.name?.message}
            {...register('name')}
          />
          <TextField
            id={`${id}-phone`}
            label="Phone (optional)"
            type="tel"
            error={e.phone?.message}
            {...register('phone')}
          />
          <TextField
            id={`${id}-a1`}
            label="Address line 1"
            error={e.addressLine1?.message}
            {...register('addressLine1')}
          />
          <TextField
            id={`${id}-sbp`}
            label="Society, block, pocket (optional)"
            error={e.societyBlockPocket?.message}
            {...register('societyBlockPocket')}
          />
          <TextField
            id={`${id}-area`}
            label="Area or sector (optional)"
            error={e.areaSector?.message}
            {...register('areaSector')}
          />
          <TextField
            id={`${id}-a2`}
            label="Address line 2 (optional)"
            error={e.addressLine2?.message}
            {...register('addressLine2')}
          />
          <TextField
            id={`${id}-landmark`}
            label="Nearby landmark (optional)"
            error={e.nearbyLandmark?.message}
            {...register('nearbyLandmark')}
          />
          <TextField id={`${id}-city`} label="City" error={e.city?.message} {...register('city')} />
          <TextField
            id={`${id}-state`}
            label="State"
            error={e.state?.message}
            {...register('state')}
          />
          <TextField
            id={`${id}-pin`}
            label="PIN code"
            inputMode="numeric"
            error={e.postalCode?.message}
            {...register('postalCode')}
          />
          <CheckField id={`${id}-primary`} label="Main branch" {...register('isPrimary')} />
          <div className="flex flex-col gap-2 sm:col-span-2">
            <FormAlert error={add.error} />
            <Button type="submit" className="w-fit" disabled={add.isPending}>
              Add branch
            </Button>
          </div>
        </form>
      </VendorSection>
    </div>
  );
}
