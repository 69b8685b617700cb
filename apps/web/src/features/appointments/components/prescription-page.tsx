import type { PersonnelAppointment } from '@athcare/shared/appointments.schema';
import { toast } from '@/lib/toast';
import { usePrescription } from '../api/get-prescription';
import { useSavePrescription } from '../api/save-prescription';
import { patientFacts, patientName, scheduleTime } from './personnel-appointments';
import { PrescriptionForm } from './prescription-form';
import { StatusBadge } from './status-badge';

/**
 * The prescription page: who and when, then the §2 form. Saving completes the visit once it has
 * started; written ahead, the prescription is kept and the visit stays booked.
 */
export function PrescriptionPage({
  appointment: a,
  onDone,
}: {
  appointment: PersonnelAppointment;
  onDone: () => void;
}) {
  const { data: existing } = usePrescription(a.id);
  const save = useSavePrescription();
  const writable = a.status === 'booked' || a.status === 'completed';
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          {existing ? 'Edit prescription' : 'Write prescription'}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{patientName(a)}</span>
          {patientFacts(a) && <span className="text-muted-foreground">({patientFacts(a)})</span>}
          <span>· {scheduleTime(a)}</span>
          <StatusBadge status={a.status} />
        </p>
      </div>
      {writable ? (
        <PrescriptionForm
          existing={existing}
          onCancel={onDone}
          onSave={async (form) => {
            await save.mutateAsync({ bookingId: a.id, form });
            const started = new Date(a.startsAt).getTime() <= Date.now();
            toast.success(existing ? 'Prescription updated' : 'Prescription saved', {
              description:
                a.status === 'booked' && !started
                  ? 'The visit has not started yet, so it stays booked.'
                  : undefined,
            });
            onDone();
          }}
        />
      ) : (
        <p role="alert" className="rounded-lg border p-4 text-sm">
          A prescription can be written only for a booked or completed appointment.
        </p>
      )}
    </div>
  );
}
