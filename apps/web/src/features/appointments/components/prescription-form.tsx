import {
  type MedicineIntakeItem,
  medicineNumber,
  medicines,
  type Prescription,
  type PrescriptionForm as PrescriptionFormValues,
  prescriptionFormSchema,
} from '@athcare/shared/appointments.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import {
  Controller,
  type FieldError as RhfFieldError,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormAlert } from '@/components/ui/alert';
import { saveOrRefuse } from '@/lib/form-refusal';
import { shortTime } from '@/lib/format';
import { Select, Textarea } from '@/components/ui/native-controls';
import { FieldError, fieldAria } from '@/components/ui/field';
import { validateOnSubmitThenOnChange } from '@/lib/form-validation';

/** Frequency choices offered as checkboxes; stored as a list of text (§2). */
export const frequencyOptions = ['Morning', 'Afternoon', 'Evening', 'Night'] as const;

type FormInput = z.input<typeof prescriptionFormSchema>;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
/** A number input's value: NaN (empty or not a number) reaches the schema as such. */
const toNumber = (value: unknown) =>
  typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value);

function newItem(medicineId: number): FormInput['medicineIntake'][number] {
  return {
    medicineId,
    medicines: '' as MedicineIntakeItem['medicines'],
    medicinesFrequency: [],
    medicineDuration: '',
    medicinesDosage: Number.NaN,
  };
}

export function toFormValues(existing: Prescription | null): FormInput {
  if (!existing) return { caseSummary: '', prescription: '', medicineIntake: [] };
  return {
    caseSummary: existing.caseSummary ?? '',
    prescription: existing.prescription,
    medicineIntake: existing.medicineIntake,
    followUpDate: existing.followUpDate ?? undefined,
    followUpTime: existing.followUpTime ? shortTime(existing.followUpTime) : undefined,
  };
}

/**
 * §2 Prescription form (personnel): caseSummary, prescription (required), medicineIntake rows,
 * followUpDate, followUpTime; validated with the shared prescriptionFormSchema (§5 messages).
 */
export function PrescriptionForm({
  existing,
  onSave,
  onCancel,
}: {
  existing: Prescription | null;
  /** Saves (save_prescription); a rejection is shown above the buttons. */
  onSave: (form: PrescriptionFormValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, PrescriptionFormValues>({
    resolver: zodResolver(prescriptionFormSchema),
    ...validateOnSubmitThenOnChange,
    defaultValues: toFormValues(existing),
  });
  const rows = useFieldArray({ control, name: 'medicineIntake' });

  const onSubmit = handleSubmit((form) => saveOrRefuse(setError, () => onSave(form)));

  const describe = (name: string, error?: RhfFieldError | { message?: string }) =>
    fieldAria(`${id}-${name}`, { error: error?.message });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-caseSummary`}>Case summary</Label>
        <Textarea
          id={`${id}-caseSummary`}
          {...register('caseSummary')}
          {...describe('caseSummary', errors.caseSummary)}
        />
        <FieldError id={`${id}-caseSummary-error`}>{errors.caseSummary?.message}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-prescription`}>
          Prescription <span aria-hidden>*</span>
        </Label>
        <Textarea
          id={`${id}-prescription`}
          aria-required
          className="min-h-28"
          {...register('prescription')}
          {...describe('prescription', errors.prescription)}
        />
        <FieldError id={`${id}-prescription-error`}>{errors.prescription?.message}</FieldError>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">Medicine intake</legend>
        {rows.fields.length === 0 && (
          <p className="text-sm text-muted-foreground">No medicines added.</p>
        )}
        <ol className="flex flex-col gap-4">
          {rows.fields.map((field, index) => {
            const e = errors.medicineIntake?.[index];
            const p = `${id}-m${index}`;
            return (
              <li key={field.id}>
                <fieldset
                  className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2 lg:grid-cols-6"
                  data-testid="medicine-row"
                >
                  <legend className="px-1 text-sm font-medium">Medicine {index + 1}</legend>
                  <div className="flex flex-col gap-1.5 lg:col-span-2">
                    <Label htmlFor={`${p}-name`}>Medicine</Label>
                    <Select
                      id={`${p}-name`}
                      {...register(`medicineIntake.${index}.medicines`, {
                        // The medicine's number follows the name chosen (no ID to type).
                        onChange: (event: { target: { value: string } }) =>
                          setValue(
                            `medicineIntake.${index}.medicineId`,
                            medicineNumber(event.target.value) || 1,
                          ),
                      })}
                      {...describe(`m${index}-name`, e?.medicines)}
                    >
                      <option value="">Choose a medicine</option>
                      {medicines.map((m) => (
                        <option key={m} value={m}>
                          {m}
                        </option>
                      ))}
                    </Select>
                    <FieldError id={`${id}-m${index}-name-error`}>
                      {e?.medicines?.message}
                    </FieldError>
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${p}-dose`}>Dosage (mg)</Label>
                    <Input
                      id={`${p}-dose`}
                      type="number"
                      inputMode="numeric"
                      {...register(`medicineIntake.${index}.medicinesDosage`, {
                        setValueAs: toNumber,
                      })}
                      {...describe(`m${index}-dose`, e?.medicinesDosage)}
                    />
                    <FieldError id={`${id}-m${index}-dose-error`}>
                      {e?.medicinesDosage?.message}
                    </FieldError>
                  </div>
                  <div className="flex flex-col gap-1.5 lg:col-span-2">
                    <Label htmlFor={`${p}-duration`}>Duration</Label>
                    <Input
                      id={`${p}-duration`}
                      placeholder="e.g. 5 days"
                      {...register(`medicineIntake.${index}.medicineDuration`)}
                      {...describe(`m${index}-duration`, e?.medicineDuration)}
                    />
                    <FieldError id={`${id}-m${index}-duration-error`}>
                      {e?.medicineDuration?.message}
                    </FieldError>
                  </div>
                  <Controller
                    control={control}
                    name={`medicineIntake.${index}.medicinesFrequency`}
                    render={({ field: f }) => (
                      <fieldset
                        className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-4"
                        {...describe(`m${index}-freq`, e?.medicinesFrequency)}
                      >
                        <legend className="mb-1.5 text-sm font-medium">Frequency</legend>
                        <div className="flex flex-wrap gap-x-4 gap-y-2">
                          {frequencyOptions.map((option) => (
                            <label key={option} className="flex items-center gap-2 text-sm">
                              <input
                                type="checkbox"
                                className="size-4 accent-primary"
                                checked={f.value.includes(option)}
                                onChange={(event) =>
                                  f.onChange(
                                    event.target.checked
                                      ? frequencyOptions.filter(
                                          (o) => o === option || f.value.includes(o),
                                        )
                                      : f.value.filter((v) => v !== option),
                                  )
                                }
                                onBlur={f.onBlur}
                              />
                              {option}
                            </label>
                          ))}
                        </div>
                        <FieldError id={`${id}-m${index}-freq-error`}>
                          {e?.medicinesFrequency?.message ?? e?.medicinesFrequency?.root?.message}
                        </FieldError>
                      </fieldset>
                    )}
                  />
                  <div className="flex items-end justify-end sm:col-span-2 lg:col-span-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => rows.remove(index)}
                      aria-label={`Remove medicine ${index + 1}`}
                    >
                      <Trash2Icon aria-hidden />
                      Remove
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => rows.append(newItem(1), { shouldFocus: false })}
          >
            <PlusIcon aria-hidden />
            Add medicine
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-followUpDate`}>Follow-up date</Label>
          <Input
            id={`${id}-followUpDate`}
            type="date"
            {...register('followUpDate', { setValueAs: emptyToUndefined })}
            {...describe('followUpDate', errors.followUpDate)}
          />
          <FieldError id={`${id}-followUpDate-error`}>{errors.followUpDate?.message}</FieldError>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-followUpTime`}>Follow-up time (24-hour)</Label>
          {/* Text, not type=time: browsers show type=time in their own 12-hour form. */}
          <Input
            id={`${id}-followUpTime`}
            type="text"
            inputMode="numeric"
            placeholder="HH:MM, e.g. 14:30"
            maxLength={5}
            autoComplete="off"
            {...register('followUpTime', { setValueAs: emptyToUndefined })}
            {...describe('followUpTime', errors.followUpTime)}
          />
          <FieldError id={`${id}-followUpTime-error`}>{errors.followUpTime?.message}</FieldError>
        </div>
      </div>

      <FormAlert>{errors.root?.message}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : existing ? 'Save changes' : 'Save prescription'}
        </Button>
      </div>
    </form>
  );
}
