import {
  type Permission,
  type PermissionGrantInput,
  permissionGrantInputSchema,
} from '@athcare/shared/access.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Select } from '@/components/ui/native-controls';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useCreatePermissionGrant } from '../api/permission-grant-mutations';
import type { GrantField } from './admin-access-entities';
import { accessErrorMessage } from './admin-errors';
import { fieldAria, FormField, InputField } from '@/components/ui/field';
import { FormDialogFooter, PermissionOptions, permIdField } from './admin-field';
import { expiryFromInput } from './admin-expiry';
import { grantTargetLabel, type GrantTargetKind } from './admin-grant-targets';
import { validateOnSubmitThenOnChange } from '@/lib/form-validation';

type GrantFormValues = z.input<typeof permissionGrantInputSchema>;

const grantResolver = zodResolver(permissionGrantInputSchema);
const grantFields: readonly GrantField[] = ['roleId', 'departmentId', 'gradeId'];
const targetHint = 'One role, department or grade.';
const expiryHint = 'Optional. The grant stops working at this time; leave empty for no end.';

/**
 * Grants a permission to one role, department or grade. The target is one select grouped by kind,
 * so choosing one clears the others; the shared schema still checks "exactly one" (nothing chosen).
 */
export function GrantFormDialog({
  permissions,
  kinds,
  onClose,
}: {
  permissions: readonly Permission[];
  kinds: readonly GrantTargetKind[];
  onClose: () => void;
}) {
  const id = useId();
  const permissionFieldId = `${id}-permission`;
  const targetFieldId = `${id}-target`;
  const expiryFieldId = `${id}-expiry`;
  const targetSelect = useRef<HTMLSelectElement>(null);
  const create = useCreatePermissionGrant();
  const { register, handleSubmit, setValue, trigger, watch, formState } = useForm<
    GrantFormValues,
    unknown,
    PermissionGrantInput
  >({
    resolver: grantResolver,
    ...validateOnSubmitThenOnChange,
    defaultValues: { roleId: null, departmentId: null, gradeId: null, expiresAt: null },
  });

  const [permId, roleId, departmentId, gradeId] = watch([
    'permId',
    'roleId',
    'departmentId',
    'gradeId',
  ]);
  const chosenTarget = { roleId, departmentId, gradeId };
  const chosenField = grantFields.find((field) => chosenTarget[field] != null);
  const targetValue = chosenField ? `${chosenField}:${chosenTarget[chosenField]}` : '';
  const permission = permissions.find((p) => p.id === permId);
  const permKeyOf = (wanted: number) =>
    permissions.find((p) => p.id === wanted)?.permKey ?? `#${wanted}`;

  // The select can only leave the permission out, so say that rather than the schema's id message.
  const permissionError = formState.errors.permId ? 'Choose a permission.' : undefined;
  // The schema puts "exactly one" on departmentId whatever the kind; it belongs to the one select.
  const targetError =
    formState.errors.departmentId?.message ??
    formState.errors.gradeId?.message ??
    formState.errors.roleId?.message;
  const expiryError = formState.errors.expiresAt?.message;

  const tried = create.variables;
  const failure =
    create.error && tried
      ? accessErrorMessage(create.error, 'grant', {
          duplicate: `“${permKeyOf(tried.permId)}” is already granted to ${grantTargetLabel(tried, kinds)}.`,
          reference: 'That permission or target no longer exists. The lists have been reloaded.',
        })
      : null;

  const chooseTarget = (value: string) => {
    const [field, rawId] = value.split(':');
    for (const name of grantFields) setValue(name, name === field ? Number(rawId) : null);
    if (formState.isSubmitted) void trigger();
  };

  const submit = handleSubmit(
    async (input) => {
      const grant = await create.mutateAsync(input).catch(() => null);
      if (!grant) return; // the refusal shows below the form (create.error)
      toast.success(`Granted “${permKeyOf(grant.permId)}” to ${grantTargetLabel(grant, kinds)}.`);
      onClose();
    },
    // The target select is not a registered field, so the form cannot focus it by itself.
    (errors) => {
      if (!errors.permId) targetSelect.current?.focus();
    },
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Grant a permission">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <FormField
          id={permissionFieldId}
          label="Permission"
          hint={permission?.description}
          error={permissionError}
        >
          <Select
            id={permissionFieldId}
            required
            aria-required
            defaultValue=""
            {...fieldAria(permissionFieldId, {
              hint: permission?.description,
              error: permissionError,
            })}
            {...register('permId', permIdField)}
          >
            <PermissionOptions permissions={permissions} />
          </Select>
        </FormField>
        <FormField id={targetFieldId} label="Grant to" hint={targetHint} error={targetError}>
          <Select
            id={targetFieldId}
            ref={targetSelect}
            required
            aria-required
            value={targetValue}
            onChange={(event) => chooseTarget(event.target.value)}
            {...fieldAria(targetFieldId, { hint: targetHint, error: targetError })}
          >
            <option value="" disabled>
              Choose a role, department or grade…
            </option>
            {kinds.map((kind) => (
              <optgroup key={kind.field} label={kind.groupLabel}>
                {kind.options.map((option) => (
                  <option key={option.id} value={`${kind.field}:${option.id}`}>
                    {option.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </FormField>
        <InputField
          id={expiryFieldId}
          label="Expires"
          hint={expiryHint}
          error={expiryError}
          type="datetime-local"
          step={1}
          {...register('expiresAt', { setValueAs: expiryFromInput })}
        />
        <FormDialogFooter
          failure={failure}
          submitting={formState.isSubmitting}
          submitLabel="Grant permission"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
