import type { PersonnelAppointment } from '@athcare/shared/appointments.schema';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { useConfirmBooking } from '../api/confirm-booking';
import { usePatientHistory } from '../api/get-patient-history';
import { formatDay, shortTime } from '@/lib/format';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { patientFacts, patientName, scheduleTime } from './personnel-appointments';
import { RescheduleBookingDialog } from './reschedule-booking-dialog';
import { StatusBadge } from './status-badge';

/** One appointment for the personnel: the booking, the patient, earlier visits, actions. */
export function AppointmentDetail({ appointment: a }: { appointment: PersonnelAppointment }) {
  const id = useId();
  const [cancelling, setCancelling] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const navigate = useNavigate();
  const confirm = useConfirmBooking();
  const history = usePatientHistory(a.id);
  const active = a.status === 'booked' || a.status === 'pending';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight">
          {patientName(a)} <StatusBadge status={a.status} />
        </h1>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">When</dt>
          <dd>{scheduleTime(a)}</dd>
          <dt className="font-medium">Patient</dt>
          <dd>{patientFacts(a) || 'Not shared'}</dd>
          <dt className="font-medium">Reason</dt>
          <dd>{a.notes ?? 'Not given'}</dd>
          {a.status === 'cancelled' && (
            <>
              <dt className="font-medium">Cancelled</dt>
              <dd>{a.cancelReason ?? 'No reason given'}</dd>
            </>
          )}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        {(a.status === 'booked' || a.status === 'completed') && (
          <Button asChild>
            <Link
              to="/dashboard/personnel/prescription/$appointment"
              params={{ appointment: a.id }}
            >
              {a.hasPrescription ? 'Edit prescription' : 'Write prescription'}
            </Link>
          </Button>
        )}
        {a.status === 'pending' && (
          <Button
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(a.id, {
                onSuccess: () => toast.success('Appointment confirmed'),
                onError: (error) => toast.error(describeError(error)),
              })
            }
          >
            Confirm appointment
          </Button>
        )}
        {active && (
          <>
            <Button variant="outline" onClick={() => setRescheduling(true)}>
              Reschedule
            </Button>
            <Button variant="outline" onClick={() => setCancelling(true)}>
              Cancel appointment
            </Button>
          </>
        )}
        <Button asChild variant="ghost">
          <Link to="/dashboard/personnel/appointments">Back to appointments</Link>
        </Button>
      </div>

      <section aria-labelledby={`${id}-history`} className="flex flex-col gap-3">
        <h2 id={`${id}-history`} className="text-lg font-semibold">
          Earlier visits
        </h2>
        {history.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
        {history.isError && (
          <p role="alert" className="text-sm">
            Could not load earlier visits: {describeError(history.error)}
          </p>
        )}
        {history.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">No earlier visits with you.</p>
        )}
        <ul className="flex flex-col gap-3">
          {history.data?.map((v) => (
            <li key={v.bookingId} className="flex flex-col gap-1 rounded-lg border p-4 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {scheduleTime(v)} <StatusBadge status={v.status} />
              </p>
              {v.notes && <p className="text-muted-foreground">Reason: {v.notes}</p>}
              {v.caseSummary && <p>Case summary: {v.caseSummary}</p>}
              {v.prescription && <p>Prescription: {v.prescription}</p>}
              {v.medicineIntake && v.medicineIntake.length > 0 && (
                <ul className="list-disc pl-5">
                  {v.medicineIntake.map((m, i) => (
                    <li key={`${m.medicineId}-${i}`}>
                      {m.medicines} {m.medicinesDosage} mg, {m.medicinesFrequency.join(', ')},{' '}
                      {m.medicineDuration}
                    </li>
                  ))}
                </ul>
              )}
              {v.followUpDate && (
                <p>
                  Follow-up: {formatDay(v.followUpDate, { year: true })}
                  {v.followUpTime && ` at ${shortTime(v.followUpTime)}`}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
      {rescheduling && (
        <RescheduleBookingDialog
          booking={a}
          title={`Reschedule ${patientName(a)}`}
          onClose={() => setRescheduling(false)}
          onMoved={(moved) =>
            void navigate({
              to: '/dashboard/personnel/appointment/$appointment',
              params: { appointment: moved },
            })
          }
        />
      )}
      {cancelling && (
        <CancelBookingDialog
          bookingId={a.id}
          summary={`${patientName(a)}, ${scheduleTime(a)}.`}
          onClose={() => setCancelling(false)}
        />
      )}
    </div>
  );
}
