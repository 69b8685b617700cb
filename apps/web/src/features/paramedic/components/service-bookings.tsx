import {
  type AssignedServiceBooking,
  type CancelServiceBookingInput,
  cancelServiceBookingSchema,
  type RescheduleServiceBookingInput,
  rescheduleServiceBookingSchema,
  type ServiceBookingStatus,
} from '@athcare/shared/paramedic.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { OpenAllFilter, type OpenOrAll } from '@/components/open-all-filter';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { ConfirmDialog } from '@/components/ui/dialog';
import { fieldAria, FormField, InputField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/native-controls';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import {
  type ServiceBookingUpdate,
  useAssignedServiceBookings,
  useUpdateServiceBooking,
} from '../api/service-bookings';

const statusWords: Record<ServiceBookingStatus, string> = {
  booked: 'Booked',
  rescheduled: 'Rescheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const rescheduleResolver = zodResolver(rescheduleServiceBookingSchema);
const cancelResolver = zodResolver(cancelServiceBookingSchema);

/** A datetime-local value (the browser's local time) as an ISO instant. */
const toIso = (local: string) => new Date(local).toISOString();

/** A dialog about one booking, closed by `onClose`. */
interface BookingDialogProps {
  booking: AssignedServiceBooking;
  onClose: () => void;
}

/**
 * A dialog's save: sends `change` for the booking; once saved, toasts `done` and closes. A refusal
 * stays in the dialog (from `update.error`).
 */
function useSaveAndClose({ booking, onClose }: BookingDialogProps) {
  const update = useUpdateServiceBooking();
  const save = (change: ServiceBookingUpdate, done: string) =>
    update
      .mutateAsync({ id: booking.id, update: change })
      .then(() => {
        toast.success(done);
        onClose();
      })
      .catch(() => undefined);
  return { update, save };
}

function RescheduleDialog({ booking, onClose }: BookingDialogProps) {
  const id = useId();
  const { update, save } = useSaveAndClose({ booking, onClose });
  const { register, handleSubmit, formState } = useForm<RescheduleServiceBookingInput>({
    resolver: rescheduleResolver,
    defaultValues: { scheduledAt: '' },
  });
  const submit = handleSubmit((input) =>
    save(
      { kind: 'reschedule', scheduledAt: toIso(input.scheduledAt) },
      `${booking.serviceName} rescheduled.`,
    ),
  );
  const error = formState.errors.scheduledAt?.message;
  return (
    <RecordFormDialog
      title={`Reschedule ${booking.serviceName}`}
      description={`Now ${formatDate(booking.scheduledAt, { withTime: true })}.`}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      submitLabel="Reschedule"
      cancelLabel="Keep the time"
    >
      <InputField
        id={`${id}-at`}
        label="New date and time"
        error={error}
        type="datetime-local"
        {...register('scheduledAt')}
      />
      <FormAlert error={update.error} />
    </RecordFormDialog>
  );
}

function CancelDialog({ booking, onClose }: BookingDialogProps) {
  const id = useId();
  const { update, save } = useSaveAndClose({ booking, onClose });
  const { register, handleSubmit, formState } = useForm<CancelServiceBookingInput>({
    resolver: cancelResolver,
    defaultValues: { cancelReason: '' },
  });
  const submit = handleSubmit((input) =>
    save({ kind: 'cancel', cancelReason: input.cancelReason }, `${booking.serviceName} cancelled.`),
  );
  const error = formState.errors.cancelReason?.message;
  return (
    <RecordFormDialog
      title={`Cancel ${booking.serviceName}?`}
      description="The booking cannot be restored; the plan gets its quantity back."
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      submitLabel="Cancel booking"
      pendingLabel="Cancelling…"
      cancelLabel="Keep the booking"
      destructive
    >
      <FormField id={`${id}-reason`} label="Reason" error={error}>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={500}
          {...fieldAria(`${id}-reason`, { error })}
          {...register('cancelReason')}
        />
      </FormField>
      <FormAlert error={update.error} />
    </RecordFormDialog>
  );
}

function BookingItem({ booking }: { booking: AssignedServiceBooking }) {
  const update = useUpdateServiceBooking();
  const [open, setOpen] = useState<'complete' | 'reschedule' | 'cancel' | null>(null);
  const closed = booking.status === 'completed' || booking.status === 'cancelled';
  const close = () => setOpen(null);
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {booking.serviceName} · {statusWords[booking.status]}
          </p>
          <p className="text-sm break-words text-muted-foreground">
            {formatDate(booking.scheduledAt, { withTime: true })} · {booking.memberName ?? 'Member'}{' '}
            · {booking.treatmentFor}
            {booking.quantity > 1 ? ` · ${booking.quantity} units` : ''}
          </p>
          {booking.completedAt ? (
            <p className="text-sm">
              Completed {formatDate(booking.completedAt, { withTime: true })}
            </p>
          ) : null}
          {booking.cancelledAt ? (
            <p className="text-sm">
              Cancelled {formatDate(booking.cancelledAt, { withTime: true })}
              {booking.cancelReason ? ` · Reason: ${booking.cancelReason}` : ''}
            </p>
          ) : null}
        </div>
        {closed ? null : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setOpen('complete')}>
              Mark completed
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen('reschedule')}>
              Reschedule
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen('cancel')}>
              Cancel…
            </Button>
          </div>
        )}
      </div>
      <FormAlert error={update.error} />
      {open === 'complete' ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title={`Mark ${booking.serviceName} completed?`}
          description={`${booking.memberName ?? 'The member'}, ${formatDate(booking.scheduledAt, { withTime: true })}. A completed booking cannot be changed.`}
          confirmLabel="Mark completed"
          pending={update.isPending}
          onConfirm={() =>
            update.mutate(
              { id: booking.id, update: { kind: 'complete' } },
              {
                onSuccess: () => toast.success(`${booking.serviceName} completed.`),
                onSettled: close,
              },
            )
          }
        />
      ) : null}
      {open === 'reschedule' ? <RescheduleDialog booking={booking} onClose={close} /> : null}
      {open === 'cancel' ? <CancelDialog booking={booking} onClose={close} /> : null}
    </li>
  );
}

/**
 * The plan service bookings assigned to the paramedic (issue 16): open ones soonest first, or all
 * of them, each with its allowed status updates (complete, reschedule, cancel with a reason).
 */
export function ServiceBookings() {
  const [show, setShow] = useState<OpenOrAll>('open');
  const bookings = useAssignedServiceBookings(show === 'open');
  return (
    <div className="flex flex-col gap-3">
      <OpenAllFilter noun="bookings" value={show} onChange={setShow} />
      {bookings.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : bookings.isError ? (
        <FormAlert error={bookings.error} />
      ) : bookings.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {show === 'open'
            ? 'No open service booking is assigned to you.'
            : 'No service booking is assigned to you.'}
        </p>
      ) : (
        <ul className="flex flex-col divide-y" aria-label="Your service bookings">
          {bookings.data.map((b) => (
            <BookingItem key={b.id} booking={b} />
          ))}
        </ul>
      )}
    </div>
  );
}
