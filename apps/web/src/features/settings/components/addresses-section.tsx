import {
  type AddressFormValues,
  addressFormSchema,
  addressTypes,
} from '@athcare/shared/profile.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, InputField } from '@/components/ui/field';
import { emptyAddressLines } from '@/lib/address-fields';
import { LabelledOptions, Select } from '@/components/ui/native-controls';
import { type Address, useDeleteAddress, useSaveAddress } from '../api/my-profile';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { CheckboxLabel } from './checkbox-label';
import { RecordListSection, useRecordDialogSubmit } from './record-list-section';

const typeLabels = {
  shipping: 'Shipping',
  billing: 'Billing',
  'shipping and billing': 'Shipping and billing',
} as const;

const emptyAddress: AddressFormValues = {
  ...emptyAddressLines,
  addressType: 'shipping and billing',
  isDefaultShipping: false,
  isDefaultBilling: false,
};

const valuesOf = (a: Address): AddressFormValues => ({
  addressLine1: a.addressLine1,
  societyBlockPocket: a.societyBlockPocket ?? '',
  areaSector: a.areaSector ?? '',
  addressLine2: a.addressLine2 ?? '',
  nearbyLandmark: a.nearbyLandmark ?? '',
  city: a.city,
  postalCode: a.postalCode,
  addressType: a.addressType,
  isDefaultShipping: a.isDefaultShipping,
  isDefaultBilling: a.isDefaultBilling,
});

const textFields = [
  ['addressLine1', 'Address line 1', 'address-line1'],
  ['societyBlockPocket', 'Society, block or pocket (optional)', 'off'],
  ['areaSector', 'Area or sector (optional)', 'off'],
  ['addressLine2', 'Address line 2 (optional)', 'address-line2'],
  ['nearbyLandmark', 'Nearby landmark (optional)', 'off'],
  ['city', 'City', 'address-level2'],
  ['postalCode', 'PIN code', 'postal-code'],
] as const;

function AddressDialog({
  userId,
  address,
  onClose,
}: {
  userId: string;
  address: Address | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveAddress(userId);
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: address ? valuesOf(address) : emptyAddress,
  });
  const { errors } = form.formState;
  const onSubmit = useRecordDialogSubmit({ form, save, record: address, noun: 'Address', onClose });
  return (
    <RecordFormDialog
      title={address ? 'Edit address' : 'Add an address'}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel="Save address"
      rootError={errors.root?.message}
    >
      {textFields.map(([name, label, autoComplete]) => (
        <InputField
          key={name}
          id={`${id}-${name}`}
          label={label}
          error={errors[name]?.message}
          autoComplete={autoComplete}
          inputMode={name === 'postalCode' ? 'numeric' : undefined}
          {...form.register(name)}
        />
      ))}
      <FormField id={`${id}-type`} label="Address type">
        <Select id={`${id}-type`} {...form.register('addressType')}>
          <LabelledOptions values={addressTypes} labels={typeLabels} />
        </Select>
      </FormField>
      <CheckboxLabel
        error={errors.isDefaultShipping?.message}
        {...form.register('isDefaultShipping')}
      >
        Default shipping address
      </CheckboxLabel>
      <CheckboxLabel
        error={errors.isDefaultBilling?.message}
        {...form.register('isDefaultBilling')}
      >
        Default billing address
      </CheckboxLabel>
    </RecordFormDialog>
  );
}

const oneLine = (a: Address) =>
  [
    a.addressLine1,
    a.societyBlockPocket,
    a.areaSector,
    a.addressLine2,
    a.nearbyLandmark,
    a.city,
    a.postalCode,
  ]
    .filter(Boolean)
    .join(', ');

/** §3 Address: the member's addresses with their type and default shipping and billing. */
export function AddressesSection({ userId, addresses }: { userId: string; addresses: Address[] }) {
  const remove = useDeleteAddress(userId);
  return (
    <RecordListSection
      title="Addresses"
      listLabel="Your addresses"
      addLabel="Add address"
      emptyText="No addresses yet."
      noun="address"
      items={addresses}
      describe={(a) => ({
        line: oneLine(a),
        details: [
          typeLabels[a.addressType],
          a.isDefaultShipping && 'default shipping',
          a.isDefaultBilling && 'default billing',
        ],
      })}
      remove={remove}
      renderDialog={(address, close) => (
        <AddressDialog userId={userId} address={address} onClose={close} />
      )}
    />
  );
}
