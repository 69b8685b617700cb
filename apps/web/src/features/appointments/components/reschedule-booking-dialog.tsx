import type { AvailableSlot } from '@athcare/shared/booking.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { formatDateTime } from '@/lib/format';
import { SlotPicker } from './slot-picker';
import { FormAlert } from '@/components/ui/alert';

/**
 * Moves a booking to another free slot of the same personnel in one step (the member until the
 * cut-off, the personnel at any time; the server decides). Pick a slot, then confirm.
 */
export function RescheduleBookingDialog({
  booking,
  title,
  onClose,
  onMoved,
}: {
  booking: { id: number; personnelId: number; startsAt: string };
  title: string;
  onClose: () => void;
  /** The new booking's id (the old one is now cancelled as "Rescheduled"). */
  onMoved?: (bookingId: number) => void;
}) {
  const [slot, setSlot] = useState<AvailableSlot | null>(null);
  const reschedule = useRescheduleBooking();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={`Now: ${formatDateTime(booking.startsAt)}. Choose a new time.`}
      className="max-w-3xl"
    >
      <FormAlert error={reschedule.error} />
      {slot ? (
        <div className="flex flex-col gap-3">
          <p>
            Move the appointment to <strong>{formatDateTime(slot.startsAt)}</strong>?
          </p>
          <DialogActions>
            <Button variant="outline" onClick={() => setSlot(null)}>
              Choose another time
            </Button>
            <Button
              disabled={reschedule.isPending}
              onClick={() =>
                reschedule.mutate(
                  { booking_id: booking.id, new_starts_at: slot.startsAt },
                  {
                    onSuccess: (moved) => {
                      toast.success(`Rescheduled to ${formatDateTime(moved.startsAt)}`);
                      onClose();
                      onMoved?.(moved.id);
                    },
                    onError: () => setSlot(null),
                  },
                )
              }
            >
              {reschedule.isPending ? 'Rescheduling…' : 'Confirm new time'}
            </Button>
          </DialogActions>
        </div>
      ) : (
        <SlotPicker personnelId={booking.personnelId} pickLabel="Move to" onPick={setSlot} />
      )}
    </Dialog>
  );
}
