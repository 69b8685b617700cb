import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { DialogFormFooter } from './dialog-form-footer';
import { useDialogForm } from './use-dialog-form';

export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t.length > 0 && t.length <= 50);
  return [...new Set(tags)].slice(0, 20);
}

/** Edits a file's tags as a comma-separated list (search can filter by tag). */
export function TagsDialog({
  open,
  onOpenChange,
  fileName,
  tags,
  onSave,
  describeError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fileName: string;
  tags: readonly string[];
  /** Resolves when saved; a rejection is shown in the user's words (`describeError`). */
  onSave: (tags: string[]) => Promise<void>;
  describeError?: (error: unknown) => string;
}) {
  const id = useId();
  const { register, errors, pending, onSubmit } = useDialogForm<{ text: string }>({
    defaultValues: { text: tags.join(', ') },
    save: ({ text }) => onSave(parseTags(text)),
    describeError,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Tags for “${fileName}”`}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        <InputField
          id={`${id}-tags`}
          label="Tags"
          hint="Separate tags with commas, for example: lab, diabetes, 2026."
          autoComplete="off"
          {...register('text')}
        />
        <DialogFormFooter
          error={errors.root?.message}
          onCancel={() => onOpenChange(false)}
          pending={pending}
        >
          Save tags
        </DialogFormFooter>
      </form>
    </Dialog>
  );
}
