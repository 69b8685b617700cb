import { lockerNameSchema } from '@athcare/shared/locker.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { DialogFormFooter } from './dialog-form-footer';
import { useDialogForm } from './use-dialog-form';

const nameFormSchema = z.object({ name: lockerNameSchema });
type NameForm = z.input<typeof nameFormSchema>;

/** Asks for a folder or file name (new folder, rename); the shared name rules apply. */
export function NameDialog({
  open,
  onOpenChange,
  title,
  label,
  submitLabel,
  initialName = '',
  onSubmit,
  describeError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  /** Resolves when saved; a rejection is shown in the user's words (`describeError`). */
  onSubmit: (name: string) => Promise<void>;
  describeError?: (error: unknown) => string;
}) {
  const id = useId();
  const {
    register,
    errors,
    pending,
    onSubmit: submit,
  } = useDialogForm<NameForm, z.output<typeof nameFormSchema>>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: initialName },
    save: ({ name }) => onSubmit(name.trim()),
    describeError,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <InputField
          id={`${id}-name`}
          label={label}
          error={errors.name?.message}
          autoComplete="off"
          required
          aria-required="true"
          {...register('name')}
        />
        <DialogFormFooter
          error={errors.root?.message}
          onCancel={() => onOpenChange(false)}
          pending={pending}
        >
          {submitLabel}
        </DialogFormFooter>
      </form>
    </Dialog>
  );
}
