import { useState } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { ConfirmButton } from '@/components/confirm-button';
import { ReasonForm } from '@/components/reason-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import {
  useCancelBooking,
  useCompleteBooking,
  type VendorBooking,
} from '../api/hospital-bookings-api';
import { formatDate } from '@/lib/format-date';
import { formatPaise } from '@/lib/format';

const when = (iso: string) => formatDate(iso, { withTime: true });

function CancelForm({ booking, onDone }: { booking: VendorBooking; onDone: () => void }) {
  const cancel = useCancelBooking();
  return (
    <ReasonForm
      formLabel={`Cancel booking ${booking.id}`}
      fieldLabel="Cancellation reason"
      missingMessage="Give a reason for the cancellation."
      submitLabel="Cancel booking"
      backLabel="Keep it"
      pending={cancel.isPending}
      error={cancel.error}
      onSubmit={(reason) =>
        cancel.mutate(
          { bookingId: booking.id, reason },
          {
            onSuccess: () => {
              toast.success('Booking cancelled; the room is free again.');
              onDone();
            },
          },
        )
      }
      onBack={onDone}
      size="sm"
      className="w-full"
    />
  );
}

function BookingItem({ booking, asVendor }: { booking: VendorBooking; asVendor: boolean }) {
  const [cancelling, setCancelling] = useState(false);
  const complete = useCompleteBooking();
  const open = booking.bookingStatus === 'booked' || booking.bookingStatus === 'pending';
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {booking.hospital?.name ?? 'Hospital'} · {booking.room?.roomType ?? 'Room'} ·{' '}
            <span className="capitalize">{booking.bookingStatus}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {booking.patientName} · {booking.admissionType} · from {when(booking.admissionAt)}
            {booking.dischargeAt ? ` to ${when(booking.dischargeAt)}` : ''} ·{' '}
            {formatPaise(booking.amountPaise)}
            {asVendor ? ` · ${booking.contactPhone}` : ''}
          </p>
          {booking.cancellationReason ? (
            <p className="text-sm">Reason: {booking.cancellationReason}</p>
          ) : null}
        </div>
        {open && !cancelling ? (
          <div className="flex gap-2">
            {asVendor ? (
              <ConfirmButton
                size="sm"
                disabled={complete.isPending}
                question="Mark this booking completed (patient discharged)?"
                description="A completed booking cannot be changed."
                confirmLabel="Complete"
                onConfirm={() => complete.mutate(booking.id)}
              >
                Complete
              </ConfirmButton>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => setCancelling(true)}>
              Cancel…
            </Button>
          </div>
        ) : null}
      </div>
      <FormAlert error={complete.error} />
      {cancelling ? <CancelForm booking={booking} onDone={() => setCancelling(false)} /> : null}
    </li>
  );
}

/** Hospital bookings with their actions: the member cancels; the vendor also completes. */
export function BookingList({
  bookings,
  asVendor,
  label,
}: {
  bookings: VendorBooking[];
  asVendor: boolean;
  label: string;
}) {
  return (
    <ul className="flex flex-col divide-y" aria-label={label}>
      {bookings.map((b) => (
        <BookingItem key={b.id} booking={b} asVendor={asVendor} />
      ))}
    </ul>
  );
}
