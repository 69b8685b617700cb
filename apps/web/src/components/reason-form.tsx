import { useId, useState } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/native-controls';
import { cn } from '@/lib/utils';

/**
 * A refusal that needs the reason the other side reads (reject a document, cancel a booking or a
 * ride): one required reason, a destructive submit and a way back. The reason is checked on submit;
 * `onSubmit` gets it only when it is not blank.
 */
export function ReasonForm({
  formLabel,
  fieldLabel,
  missingMessage,
  submitLabel,
  backLabel,
  pending,
  error,
  onSubmit,
  onBack,
  size,
  className,
}: {
  /** The form's accessible name, e.g. "Cancel booking 12". */
  formLabel: string;
  fieldLabel: string;
  /** Said under the field when the reason is blank. */
  missingMessage: string;
  submitLabel: string;
  backLabel: string;
  pending: boolean;
  /** The save's refusal, shown above the buttons (leave it out where the page shows it). */
  error?: unknown;
  onSubmit: (reason: string) => void;
  onBack: () => void;
  size?: 'sm';
  className?: string;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !reason.trim();
  return (
    <form
      aria-label={formLabel}
      noValidate
      className={cn('flex flex-col gap-2', className)}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!reason.trim()) return;
        onSubmit(reason);
      }}
    >
      <label htmlFor={`${id}-reason`} className="text-sm font-medium">
        {fieldLabel}
      </label>
      <Textarea
        id={`${id}-reason`}
        rows={2}
        maxLength={500}
        value={reason}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-reason-error` : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      {missing ? (
        <p id={`${id}-reason-error`} className="text-sm text-destructive">
          {missingMessage}
        </p>
      ) : null}
      <FormAlert error={error} />
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" size={size} disabled={pending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" size={size} onClick={onBack}>
          {backLabel}
        </Button>
      </div>
    </form>
  );
}
