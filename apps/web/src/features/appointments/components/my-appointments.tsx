import { Link } from '@tanstack/react-router';
import { CalendarDaysIcon, MapPinIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyListNote, LoadFailure, LoadingStatus } from '@/components/load-status';
import { compareInstants } from '@/lib/compare-instants';
import { cn } from '@/lib/utils';
import { type MyBooking, useMyBookings } from '../api/get-my-bookings';
import { appTimeZone, formatDateTime } from '@/lib/format';
import { Dialog } from '@/components/ui/dialog';
import { AppointmentCard } from './appointment-card';
import { BookSlotPanel } from './book-slot-panel';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { PrescriptionView } from './prescription-view';
import { RescheduleBookingDialog } from './reschedule-booking-dialog';
import { StatusBadge } from './status-badge';

const isUpcoming = (b: MyBooking, now: number) =>
  (b.status === 'booked' || b.status === 'pending') && new Date(b.endsAt).getTime() > now;

/**
 * The member's visits in three groups: upcoming (soonest first), cancelled (including the old
 * slot a reschedule left behind; latest first) and past visits (latest first). A cancelled visit
 * is never a past visit, whether its date has come or not.
 */
export function groupMyBookings(bookings: readonly MyBooking[], now: number) {
  const latestFirst = (a: MyBooking, b: MyBooking) => compareInstants(b.startsAt, a.startsAt);
  return {
    upcoming: bookings
      .filter((b) => isUpcoming(b, now))
      .sort((a, b) => compareInstants(a.startsAt, b.startsAt)),
    cancelled: bookings.filter((b) => b.status === 'cancelled').sort(latestFirst),
    past: bookings.filter((b) => b.status !== 'cancelled' && !isUpcoming(b, now)).sort(latestFirst),
  };
}

/**
 * /appointments/appointments (the member): upcoming and past visits, cancel and reschedule,
 * prescriptions of completed visits (printable), and booking the same doctor again.
 */
export function MyAppointments({
  prescriptionFor,
  onPrescriptionChange,
}: {
  /** The booking whose prescription is open (the rx search parameter). */
  prescriptionFor?: number;
  onPrescriptionChange: (bookingId: number | undefined) => void;
}) {
  const bookings = useMyBookings();
  const [now] = useState(() => Date.now());
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);
  const [rescheduling, setRescheduling] = useState<MyBooking | null>(null);
  const [bookingAgain, setBookingAgain] = useState<MyBooking | null>(null);

  if (bookings.isPending) {
    return <LoadingStatus>Loading your appointments…</LoadingStatus>;
  }
  if (bookings.isError) {
    return (
      <LoadFailure
        what="your appointments"
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
      />
    );
  }

  const { upcoming, cancelled, past } = groupMyBookings(bookings.data, now);
  const rx = bookings.data.find((b) => b.id === prescriptionFor && b.prescription);

  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-muted-foreground">
        Times are shown in your time zone ({appTimeZone()}).
      </p>
      <BookingList
        title="Upcoming"
        empty={
          <>
            You have no upcoming appointments.{' '}
            <Link to="/explore/doctors" className="font-medium underline">
              Find a doctor
            </Link>
          </>
        }
        bookings={upcoming}
        actions={(b) => (
          <>
            {b.prescription && (
              <Button variant="outline" size="sm" onClick={() => onPrescriptionChange(b.id)}>
                View prescription
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => setRescheduling(b)}>
              Reschedule
            </Button>
            <Button variant="outline" size="sm" onClick={() => setCancelling(b)}>
              Cancel
            </Button>
          </>
        )}
      />
      {cancelled.length > 0 && (
        <BookingList
          title="Cancelled"
          empty="No cancelled visits."
          bookings={cancelled}
          actions={(b) =>
            b.personnel && (
              <Button variant="outline" size="sm" onClick={() => setBookingAgain(b)}>
                Book again
              </Button>
            )
          }
        />
      )}
      <BookingList
        title="Past visits"
        empty="No past visits yet."
        bookings={past}
        actions={(b) => (
          <>
            {b.prescription && (
              <Button variant="outline" size="sm" onClick={() => onPrescriptionChange(b.id)}>
                View prescription
              </Button>
            )}
            {b.personnel && (
              <Button variant="outline" size="sm" onClick={() => setBookingAgain(b)}>
                Book again
              </Button>
            )}
          </>
        )}
      />

      {cancelling && (
        <CancelBookingDialog
          bookingId={cancelling.id}
          summary={`${cancelling.personnel?.name ?? 'Doctor'}, ${formatDateTime(cancelling.startsAt)}.`}
          onClose={() => setCancelling(null)}
        />
      )}
      {rescheduling && (
        <RescheduleBookingDialog
          booking={rescheduling}
          title={`Reschedule with ${rescheduling.personnel?.name ?? 'the doctor'}`}
          onClose={() => setRescheduling(null)}
        />
      )}
      {bookingAgain?.personnel && (
        <Dialog
          open
          onOpenChange={(open) => !open && setBookingAgain(null)}
          title={`Book again with ${bookingAgain.personnel.name}`}
          className="max-w-3xl"
        >
          <BookSlotPanel
            personnelId={bookingAgain.personnel.id}
            personnelName={bookingAgain.personnel.name}
          />
        </Dialog>
      )}
      {rx?.prescription && (
        <Dialog
          open
          onOpenChange={(open) => !open && onPrescriptionChange(undefined)}
          title="Prescription"
          className="max-w-2xl"
        >
          <PrescriptionView
            prescription={rx.prescription}
            visitStartsAt={rx.startsAt}
            visitTimeZone={rx.timezone}
          />
        </Dialog>
      )}
    </div>
  );
}

function BookingList({
  title,
  empty,
  bookings,
  actions,
}: {
  title: string;
  empty: ReactNode;
  bookings: MyBooking[];
  actions: (b: MyBooking) => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {bookings.length === 0 ? (
        <EmptyListNote>{empty}</EmptyListNote>
      ) : (
        <ul className="flex flex-col gap-3">
          {bookings.map((b) => (
            <AppointmentCard
              key={b.id}
              sideBySideFrom="sm"
              testId="booking-card"
              title={
                <>
                  <span className="font-medium">{b.personnel?.name ?? 'Doctor'}</span>
                  <StatusBadge status={b.status} />
                </>
              }
              actions={actions(b)}
            >
              <p
                className={cn(
                  'flex items-center gap-1.5 text-sm',
                  b.status === 'cancelled' && 'text-muted-foreground line-through',
                )}
              >
                <CalendarDaysIcon className="size-4 shrink-0" aria-hidden />
                {formatDateTime(b.startsAt)}
              </p>
              {b.status === 'cancelled' && b.rescheduledTo !== null && (
                <p className="text-sm text-muted-foreground">Moved to another time.</p>
              )}
              {b.center && (
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <MapPinIcon className="size-4 shrink-0" aria-hidden />
                  {[b.center.name, b.center.address, b.center.city].filter(Boolean).join(', ')}
                </p>
              )}
              {b.notes && <p className="text-sm text-muted-foreground">Reason: {b.notes}</p>}
              {b.status === 'cancelled' && b.cancelReason && (
                <p className="text-sm text-muted-foreground">Cancelled: {b.cancelReason}</p>
              )}
            </AppointmentCard>
          ))}
        </ul>
      )}
    </section>
  );
}
