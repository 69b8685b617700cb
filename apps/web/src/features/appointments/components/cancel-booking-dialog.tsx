import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useCancelBooking } from '../api/cancel-booking';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/native-controls';
import { FormAlert } from '@/components/ui/alert';

/** Cancel with confirmation and an optional reason; the server's refusal (cut-off) shows as sent. */
export function CancelBookingDialog({
  bookingId,
  summary,
  onClose,
  onCancelled,
}: {
  bookingId: number;
  summary: string;
  onClose: () => void;
  onCancelled?: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const cancel = useCancelBooking();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Cancel this appointment?"
      description={summary}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <FormAlert error={cancel.error} />
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          Keep appointment
        </Button>
        <Button
          variant="destructive"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(
              { booking_id: bookingId, ...(reason.trim() ? { reason: reason.trim() } : {}) },
              {
                onSuccess: () => {
                  toast.success('Appointment cancelled');
                  onClose();
                  onCancelled?.();
                },
              },
            )
          }
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel appointment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
