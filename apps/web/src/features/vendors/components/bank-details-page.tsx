import {
  bankAccountTypes,
  type BankDetailsInput,
  bankDetailsInputSchema,
  type Vendor,
} from '@athcare/shared/vendor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/field';
import { Select } from '@/components/ui/native-controls';
import { toast } from '@/lib/toast';
import {
  useBankDetails,
  useRevealAccountNumber,
  useSaveBankDetails,
} from '../api/bank-details-api';
import { VendorSection } from './vendor-form-bits';

const resolver = zodResolver(bankDetailsInputSchema);

/** §3 Bank details: shown masked; the full number on request (the vendor and admins only). */
export function BankDetailsPage({ vendor }: { vendor: Vendor }) {
  const id = useId();
  const details = useBankDetails();
  const save = useSaveBankDetails();
  const reveal = useRevealAccountNumber();
  const { register, handleSubmit, formState, reset } = useForm<BankDetailsInput>({
    resolver,
    defaultValues: {
      bankName: '',
      bankHolderName: '',
      accountNumber: '',
      bankAccountType: 'Current',
      bankIfscCode: '',
    },
  });
  const submit = handleSubmit(async (input) => {
    await save
      .mutateAsync(input)
      .then(() => {
        toast.success('Bank details saved.');
        reveal.reset();
        reset();
      })
      .catch(() => undefined);
  });
  const current = details.data;
  return (
    <div className="flex flex-col gap-6">
      <VendorSection id={`${id}-current`} title="Bank details">
        {details.isPending ? null : details.isError ? (
          <FormAlert error={details.error} />
        ) : !current ? (
          <p className="text-sm text-muted-foreground">No bank details yet.</p>
        ) : (
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Bank</dt>
              <dd>{current.bankName}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Account holder</dt>
              <dd>{current.bankHolderName}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Account number</dt>
              <dd className="flex flex-wrap items-center gap-2 font-mono">
                {reveal.data?.accountNumber ?? `XXXXXX${current.accountNumberLast4}`}
                {reveal.data ? (
                  <Button size="sm" variant="outline" onClick={() => reveal.reset()}>
                    Hide
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={reveal.isPending}
                    onClick={() => reveal.mutate(vendor.id)}
                  >
                    Show
                  </Button>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Type · IFSC</dt>
              <dd>
                {current.bankAccountType} ·{' '}
                <span className="font-mono">{current.bankIfscCode}</span>
              </dd>
            </div>
          </dl>
        )}
        <FormAlert error={reveal.error} />
      </VendorSection>
      <VendorSection
        id={`${id}-form`}
        title={current ? 'Replace bank details' : 'Add bank details'}
        description="The account number is stored encrypted and shown masked."
      >
        <form
          noValidate
          aria-label="Bank details form"
          onSubmit={(e) => void submit(e)}
          className="grid gap-4 sm:grid-cols-2"
        >
          <InputField
            id={`${id}-bank`}
            label="Bank name"
            error={formState.errors.bankName?.message}
            {...register('bankName')}
          />
          <InputField
            id={`${id}-holder`}
            label="Account holder name"
            error={formState.errors.bankHolderName?.message}
            {...register('bankHolderName')}
          />
          <InputField
            id={`${id}-number`}
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            error={formState.errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <FormField id={`${id}-type`} label="Account type">
            <Select id={`${id}-type`} {...register('bankAccountType')}>
              {bankAccountTypes.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </Select>
          </FormField>
          <InputField
            id={`${id}-ifsc`}
            label="IFSC"
            autoCapitalize="characters"
            maxLength={15}
            error={formState.errors.bankIfscCode?.message}
            {...register('bankIfscCode')}
          />
          <div className="flex flex-col gap-2 sm:col-span-2">
            <FormAlert error={save.error} />
            <Button type="submit" className="w-fit" disabled={save.isPending}>
              Save bank details
            </Button>
          </div>
        </form>
      </VendorSection>
    </div>
  );
}
