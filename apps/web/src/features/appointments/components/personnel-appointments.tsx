import {
  type BookingStatus,
  bookingStatuses,
  type PersonnelAppointment,
} from '@athcare/shared/appointments.schema';
import { Link } from '@tanstack/react-router';
import { Loader2Icon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { EmptyListNote, LoadFailure } from '@/components/load-status';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import { useConfirmBooking } from '../api/confirm-booking';
import {
  type PersonnelAppointmentFilter,
  usePersonnelAppointments,
} from '../api/get-personnel-appointments';
import { addDays, formatDateTime, localDate, zoneAbbreviation } from '@/lib/format';
import { AppointmentCard } from './appointment-card';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { Select } from '@/components/ui/native-controls';
import { StatusBadge } from './status-badge';

export type StatusFilter = BookingStatus | 'all';

export const patientName = (
  a: Pick<PersonnelAppointment, 'patientFirstName' | 'patientLastName'>,
) => [a.patientFirstName, a.patientLastName].filter(Boolean).join(' ') || 'Patient';

export const patientFacts = (a: PersonnelAppointment) =>
  [a.patientAge !== null ? `${a.patientAge} years` : null, a.patientGender]
    .filter(Boolean)
    .join(', ');

/** "Mon, 24 Nov 2026, 10:00 am IST" in the schedule's zone. */
export const scheduleTime = (a: Pick<PersonnelAppointment, 'startsAt' | 'timezone'>) =>
  `${formatDateTime(a.startsAt, a.timezone)} ${zoneAbbreviation(a.startsAt, a.timezone)}`;

/**
 * The personnel's appointments, filtered by day (in the schedule's zone) and status; without a day,
 * everything from today on. Confirm pending ones, cancel, open one.
 */
export function PersonnelAppointments({
  date,
  status,
  onFilterChange,
}: {
  date?: string;
  status: StatusFilter;
  onFilterChange: (next: { date?: string; status?: StatusFilter }) => void;
}) {
  const id = useId();
  const [today] = useState(() => localDate(new Date()));
  // A day either side of the chosen one, then exact by each row's own zone.
  const filter = useMemo<PersonnelAppointmentFilter>(
    () => ({
      from: `${addDays(date ?? today, -1)}T00:00:00Z`,
      to: date ? `${addDays(date, 2)}T00:00:00Z` : null,
      status,
    }),
    [date, status, today],
  );
  const list = usePersonnelAppointments(filter);
  const rows = (list.data ?? []).filter((a) => {
    const day = localDate(a.startsAt, a.timezone);
    return date ? day === date : day >= today;
  });
  const [cancelling, setCancelling] = useState<PersonnelAppointment | null>(null);
  const confirm = useConfirmBooking();

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label="Filter appointments"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            className="w-44"
            value={date ?? ''}
            onChange={(event) => onFilterChange({ date: event.target.value || undefined, status })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            className="w-40"
            value={status}
            onChange={(event) =>
              onFilterChange({ date, status: event.target.value as StatusFilter })
            }
          >
            <option value="all">All</option>
            {bookingStatuses.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </Select>
        </div>
        {(date || status !== 'all') && (
          <Button variant="ghost" onClick={() => onFilterChange({ status: 'all' })}>
            Clear filters
          </Button>
        )}
      </form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {list.isPending
          ? 'Loading appointments…'
          : `${rows.length} ${rows.length === 1 ? 'appointment' : 'appointments'}${
              date ? '' : ' from today on'
            }. Times in your schedule's time zone.`}
      </p>
      {list.isPending && (
        <Loader2Icon className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
      )}
      {list.isError && (
        <LoadFailure
          what="the appointments"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && rows.length === 0 && <EmptyListNote>No appointments match.</EmptyListNote>}
      <ul className="flex flex-col gap-3">
        {rows.map((a) => (
          <AppointmentCard
            key={a.id}
            sideBySideFrom="md"
            testId="personnel-appointment"
            title={
              <>
                <Link
                  to="/dashboard/personnel/appointment/$appointment"
                  params={{ appointment: a.id }}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {patientName(a)}
                </Link>
                <StatusBadge status={a.status} />
                {a.hasPrescription && (
                  <span className="text-xs text-muted-foreground">Prescription written</span>
                )}
              </>
            }
            actions={
              <>
                {a.status === 'pending' && (
                  <Button
                    size="sm"
                    disabled={confirm.isPending}
                    onClick={() =>
                      confirm.mutate(a.id, {
                        onSuccess: () => toast.success(`Confirmed ${patientName(a)}`),
                        onError: (error) => toast.error(describeError(error)),
                      })
                    }
                  >
                    Confirm
                  </Button>
                )}
                {(a.status === 'pending' || a.status === 'booked') && (
                  <Button variant="outline" size="sm" onClick={() => setCancelling(a)}>
                    Cancel
                  </Button>
                )}
                <Button asChild variant="outline" size="sm">
                  <Link
                    to="/dashboard/personnel/appointment/$appointment"
                    params={{ appointment: a.id }}
                    aria-label={`Open the appointment with ${patientName(a)}`}
                  >
                    Open
                  </Link>
                </Button>
              </>
            }
          >
            <p className="text-sm text-muted-foreground">{patientFacts(a)}</p>
            <p className="text-sm">{scheduleTime(a)}</p>
            {a.notes && <p className="text-sm text-muted-foreground">Reason: {a.notes}</p>}
          </AppointmentCard>
        ))}
      </ul>
      {cancelling && (
        <CancelBookingDialog
          bookingId={cancelling.id}
          summary={`${patientName(cancelling)}, ${scheduleTime(cancelling)}.`}
          onClose={() => setCancelling(null)}
        />
      )}
    </div>
  );
}
