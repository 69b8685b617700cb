import { InputField } from '@/components/ui/field';
import {
  type Vendor,
  type VendorBusiness,
  type VendorBusinessInput,
  vendorBusinessInputSchema,
} from '@athcare/shared/vendor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckField } from './vendor-form-bits';

const resolver = zodResolver(vendorBusinessInputSchema);

const emptyBusiness: VendorBusinessInput = {
  legalBusinessName: '',
  companyIncorporationNumber: '',
  gstNumber: '',
  panNumber: '',
  logo: '',
  termsAccepted: false,
  fireSafetyCertified: false,
  biomedicalWasteAuthorised: false,
  nabhAccredited: false,
};

export const businessDefaults = (vendor: Vendor | null): VendorBusinessInput =>
  vendor
    ? {
        legalBusinessName: vendor.legalBusinessName,
        companyIncorporationNumber: vendor.companyIncorporationNumber ?? '',
        gstNumber: vendor.gstNumber,
        panNumber: vendor.panNumber,
        logo: vendor.logo ?? '',
        termsAccepted: vendor.termsAccepted,
        fireSafetyCertified: vendor.fireSafetyCertified,
        biomedicalWasteAuthorised: vendor.biomedicalWasteAuthorised,
        nabhAccredited: vendor.nabhAccredited,
      }
    : emptyBusiness;

/**
 * §3 Vendor: legal name, CIN (21), GSTIN (15, with its check character and the PAN inside), PAN
 * (10), logo and compliance flags. The shared schema checks as the person types; the database
 * checks again with the same messages.
 */
export function BusinessFields({
  register,
  errors,
}: {
  register: UseFormRegister<VendorBusinessInput>;
  errors: FieldErrors<VendorBusinessInput>;
}) {
  const id = useId();
  return (
    <>
      <InputField
        id={`${id}-name`}
        label="Legal business name"
        autoComplete="organization"
        error={errors.legalBusinessName?.message}
        {...register('legalBusinessName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={`${id}-gst`}
          label="GST number (GSTIN)"
          hint="15 characters, like 27AAPFU0939F1ZV"
          maxLength={20}
          autoCapitalize="characters"
          error={errors.gstNumber?.message}
          {...register('gstNumber')}
        />
        <InputField
          id={`${id}-pan`}
          label="PAN"
          hint="10 characters, like AAPFU0939F"
          maxLength={14}
          autoCapitalize="characters"
          error={errors.panNumber?.message}
          {...register('panNumber')}
        />
        <InputField
          id={`${id}-cin`}
          label="Company incorporation number (CIN, optional)"
          hint="21 characters"
          maxLength={25}
          autoCapitalize="characters"
          error={errors.companyIncorporationNumber?.message}
          {...register('companyIncorporationNumber')}
        />
        <InputField
          id={`${id}-logo`}
          label="Logo URL (optional)"
          type="url"
          error={errors.logo?.message}
          {...register('logo')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Compliance</legend>
        <CheckField
          id={`${id}-terms`}
          label="I accept the vendor terms"
          {...register('termsAccepted')}
        />
        <CheckField
          id={`${id}-fire`}
          label="Fire safety certified"
          {...register('fireSafetyCertified')}
        />
        <CheckField
          id={`${id}-bmw`}
          label="Biomedical waste authorisation held"
          {...register('biomedicalWasteAuthorised')}
        />
        <CheckField id={`${id}-nabh`} label="NABH accredited" {...register('nabhAccredited')} />
      </fieldset>
    </>
  );
}

/** The vendor's own business: register it, or edit it. */
export function BusinessForm({
  vendor,
  onSave,
  pending,
  error,
}: {
  vendor: Vendor | null;
  onSave: (input: VendorBusiness) => Promise<unknown>;
  pending: boolean;
  error: unknown;
}) {
  const { register, handleSubmit, formState } = useForm<
    VendorBusinessInput,
    unknown,
    VendorBusiness
  >({
    resolver,
    defaultValues: businessDefaults(vendor),
  });
  const submit = handleSubmit(async (input) => {
    await onSave(input).catch(() => undefined);
  });
  return (
    <form
      noValidate
      aria-label="Business details"
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
    >
      <BusinessFields register={register} errors={formState.errors} />
      <FormAlert error={error} />
      <Button type="submit" disabled={pending} className="w-fit">
        {vendor ? 'Save business details' : 'Register business'}
      </Button>
    </form>
  );
}
