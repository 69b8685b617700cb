import { useId } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useCreateAccessRow, useUpdateAccessRow } from '../api/access-mutations';
import type { AccessEntity } from './admin-access-entities';
import { accessErrorMessage, isDuplicate } from './admin-errors';
import { fieldAria, FormField } from '@/components/ui/field';
import { FormDialogFooter } from './admin-field';
import { validateOnSubmitThenOnChange } from '@/lib/form-validation';

/** A number input's text as the schema should see it: empty or not a number stays NaN (refused). */
const toInteger = (value: unknown) =>
  typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value);

/**
 * Adds a role, department or grade (POST), or edits one (`row` given: PATCH), validated with the
 * shared input schema; a refusal shows in the dialog, which stays open.
 */
export function AccessFormDialog<
  Row extends { id: number },
  FormValues extends FieldValues,
  Input,
>({
  entity,
  row,
  onClose,
}: {
  entity: AccessEntity<Row, FormValues, Input>;
  row: Row | null;
  onClose: () => void;
}) {
  const id = useId();
  const create = useCreateAccessRow(entity.table);
  const update = useUpdateAccessRow(entity.table);
  const saving = row ? update : create;
  // A taken key is shown at the key field; any other refusal below the form.
  const failure =
    saving.error && !isDuplicate(saving.error)
      ? accessErrorMessage(saving.error, entity.noun)
      : null;
  // A built-in role keeps its key (the database refuses a change); its name may change.
  const keyLocked = row !== null && (entity.builtIn?.(row) ?? false);
  const { register, handleSubmit, setError, getFieldState, formState } = useForm<
    FormValues,
    unknown,
    Input
  >({
    resolver: entity.resolver,
    ...validateOnSubmitThenOnChange,
    defaultValues: row ? entity.toForm(row) : entity.blank,
  });

  const submit = handleSubmit(async (input) => {
    try {
      const saved = row
        ? await update.mutateAsync({ id: row.id, input })
        : await create.mutateAsync(input);
      toast.success(`${entity.label} “${entity.name(saved)}” ${row ? 'saved' : 'added'}.`);
      onClose();
    } catch (error) {
      if (isDuplicate(error)) {
        const message = accessErrorMessage(error, entity.noun);
        setError(entity.keyField, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={row ? `Edit ${entity.noun} “${entity.name(row)}”` : `Add a ${entity.noun}`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {entity.fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const error = getFieldState(field.name, formState).error?.message;
          return (
            <FormField
              key={field.name}
              id={fieldId}
              label={field.label}
              hint={field.hint}
              error={error}
            >
              <Input
                id={fieldId}
                required
                aria-required
                autoComplete="off"
                {...(field.integer
                  ? { type: 'number', inputMode: 'numeric', min: 0, step: 1 }
                  : {})}
                {...(field.machineKey ? { autoCapitalize: 'none', spellCheck: false } : {})}
                readOnly={keyLocked && field.name === entity.keyField}
                {...fieldAria(fieldId, { hint: field.hint, error })}
                {...register(field.name, field.integer ? { setValueAs: toInteger } : {})}
              />
            </FormField>
          );
        })}
        <FormDialogFooter
          failure={failure}
          submitting={formState.isSubmitting}
          submitLabel={row ? 'Save changes' : `Add ${entity.noun}`}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
