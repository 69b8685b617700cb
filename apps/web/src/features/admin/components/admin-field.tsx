import type { Permission } from '@athcare/shared/access.schema';
import { Loader2Icon } from 'lucide-react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';

/** The end of an admin form dialog: the refusal, if any, then Cancel and the submit button. */
export function FormDialogFooter({
  failure,
  submitting,
  submitLabel,
  onCancel,
}: {
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <FormAlert>{failure}</FormAlert>
      <DialogActions>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting && <Loader2Icon className="animate-spin" aria-hidden />}
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}

/** register('permId', permIdField): the permission select's empty choice is no number. */
export const permIdField = {
  setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
};

/** A permission select's options: "Choose a permission…" first, then each permission's key. */
export function PermissionOptions({ permissions }: { permissions: readonly Permission[] }) {
  return (
    <>
      <option value="" disabled>
        Choose a permission…
      </option>
      {permissions.map((p) => (
        <option key={p.id} value={p.id}>
          {p.permKey}
        </option>
      ))}
    </>
  );
}
