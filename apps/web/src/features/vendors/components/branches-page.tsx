import { type BranchInput, branchInputSchema, type Vendor } from '@athcare/shared/vendor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { emptyAddressLines } from '@/lib/address-fields';
import { toast } from '@/lib/toast';
import { useAddBranch, useBranches, useRemoveBranch } from '../api/owned-rows-api';
import { CheckField } from './vendor-form-bits';
import { RecordRow, textFields, VendorAddForm, VendorRecordList } from './vendor-record-list';

const resolver = zodResolver(branchInputSchema);

/** The vendor's branches with their addresses (§3 Address fields). */
export function BranchesPage({ vendor }: { vendor: Vendor }) {
  const id = useId();
  const branches = useBranches();
  const add = useAddBranch();
  const remove = useRemoveBranch();
  const form = useForm<BranchInput>({
    resolver,
    defaultValues: {
      name: '',
      ...emptyAddressLines,
      state: '',
      phone: '',
      isPrimary: false,
    },
  });
  const field = textFields(id, form);
  const submit = form.handleSubmit(async (input) => {
    await add
      .mutateAsync({ vendorId: vendor.id, input })
      .then(() => {
        toast.success('Branch added.');
        form.reset();
      })
      .catch(() => undefined);
  });
  return (
    <div className="flex flex-col gap-6">
      <VendorRecordList
        id={`${id}-list`}
        title="Branches"
        records={branches}
        empty="No branch yet."
        listLabel="Your branches"
        error={remove.error}
        renderRecord={(b) => (
          <RecordRow
            name={`${b.name}${b.isPrimary ? ' (main)' : ''}`}
            detail={`${[b.addressLine1, b.areaSector, b.city, b.state, b.postalCode]
              .filter(Boolean)
              .join(', ')}${b.phone ? ` · ${b.phone}` : ''}`}
            removeQuestion={`Remove the branch ${b.name}?`}
            removing={remove.isPending}
            onRemove={() => remove.mutate(b.id)}
          />
        )}
      />
      <VendorAddForm
        id={`${id}-add`}
        title="Add a branch"
        submitLabel="Add branch"
        onSubmit={submit}
        pending={add.isPending}
        error={add.error}
      >
        {field('name', 'Branch name')}
        {field('phone', 'Phone (optional)', { type: 'tel' })}
        {field('addressLine1', 'Address line 1')}
        {field('societyBlockPocket', 'Society, block, pocket (optional)')}
        {field('areaSector', 'Area or sector (optional)')}
        {field('addressLine2', 'Address line 2 (optional)')}
        {field('nearbyLandmark', 'Nearby landmark (optional)')}
        {field('city', 'City')}
        {field('state', 'State')}
        {field('postalCode', 'PIN code', { inputMode: 'numeric' })}
        <CheckField id={`${id}-primary`} label="Main branch" {...form.register('isPrimary')} />
      </VendorAddForm>
    </div>
  );
}
