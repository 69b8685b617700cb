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
