import {
  type ConsultationInput,
  consultationInputSchema,
  type MedicineItemInput,
  medicineItemInputSchema,
} from '@athcare/shared/care-records.schema';
import { serviceLocations } from '@athcare/shared/subscriptions.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormSection, FormSectionWide } from '@/components/form-section';
import { fieldAria, FormField, InputField } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/native-controls';
import { saveOrRefuse } from '@/lib/form-refusal';
import { toast } from '@/lib/toast';
import { useAddConsultation, useAddMedicine } from '../api/consultation-writes';
import type { CaseDetail, PlanLine } from '../api/case-schemas';
import { consultableBookings, consultationsOf } from '../lib/consultations';
import { formatWhen } from '../lib/timeline';

const emptyConsultation = (bookingId: number): ConsultationInput => ({
  serviceBookingDetailId: bookingId,
  serviceLocation: 'Clinic',
  prescription: '',
  followUpOn: '',
  callRecordingUrls: '',
});

/** Records what a booking's consultation gave (§3 Consultation details). */
function ConsultationForm({ data, lines }: { data: CaseDetail; lines: readonly PlanLine[] }) {
  const id = useId();
  const add = useAddConsultation();
  const bookings = consultableBookings(data, lines);
  const first = bookings[0]?.id ?? 0;
  const form = useForm<ConsultationInput>({
    resolver: zodResolver(consultationInputSchema),
    defaultValues: emptyConsultation(first),
  });
  const { errors } = form.formState;
  if (bookings.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Book a service first: a consultation is recorded against a booking.
      </p>
    );
  }
  const onSubmit = form.handleSubmit((values) =>
    saveOrRefuse(form.setError, async () => {
      await add.mutateAsync(values);
      toast.success('Consultation recorded.');
      form.reset(emptyConsultation(first));
    }),
  );
  return (
    <FormSection
      label="Record a consultation"
      title="Record a consultation"
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel="Record consultation"
      pendingLabel="Saving…"
      pending={add.isPending}
    >
      <FormField
        id={`${id}-booking`}
        label="Booking"
        error={errors.serviceBookingDetailId?.message}
      >
        <Select
          id={`${id}-booking`}
          {...fieldAria(`${id}-booking`, { error: errors.serviceBookingDetailId?.message })}
          {...form.register('serviceBookingDetailId', { valueAsNumber: true })}
        >
          {bookings.map((b) => (
            <option key={b.id} value={b.id}>
              {b.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={`${id}-location`} label="Service location">
        <Select id={`${id}-location`} {...form.register('serviceLocation')}>
          {serviceLocations.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </Select>
      </FormField>
      <FormSectionWide>
        <FormField id={`${id}-rx`} label="Prescription" error={errors.prescription?.message}>
          <Textarea
            id={`${id}-rx`}
            rows={3}
            {...fieldAria(`${id}-rx`, { error: errors.prescription?.message })}
            {...form.register('prescription')}
          />
        </FormField>
      </FormSectionWide>
      <InputField
        id={`${id}-follow`}
        label="Follow-up on"
        error={errors.followUpOn?.message}
        type="date"
        {...form.register('followUpOn')}
      />
      <FormField
        id={`${id}-urls`}
        label="Call recording URLs (one a line)"
        error={errors.callRecordingUrls?.message}
      >
        <Textarea
          id={`${id}-urls`}
          rows={2}
          {...fieldAria(`${id}-urls`, { error: errors.callRecordingUrls?.message })}
          {...form.register('callRecordingUrls')}
        />
      </FormField>
    </FormSection>
  );
}

const emptyMedicine: MedicineItemInput = {
  medicine: '',
  dosage: '',
  frequency: '',
  duration: '',
  conditions: '',
};

function MedicineForm({ consultationId, label }: { consultationId: number; label: string }) {
  const id = useId();
  const add = useAddMedicine(consultationId);
  const form = useForm<MedicineItemInput>({
    resolver: zodResolver(medicineItemInputSchema),
    defaultValues: emptyMedicine,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    saveOrRefuse(form.setError, async () => {
      await add.mutateAsync(values);
      toast.success('Medicine added.');
      form.reset(emptyMedicine);
    }),
  );
  return (
    <FormSection
      label={`Add a medicine to ${label}`}
      title={`Add a medicine · ${label}`}
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel="Add medicine"
      pendingLabel="Saving…"
      pending={add.isPending}
      submitVariant="outline"
    >
      <InputField
        id={`${id}-name`}
        label="Medicine"
        error={errors.medicine?.message}
        {...form.register('medicine')}
      />
      <InputField
        id={`${id}-dose`}
        label="Dosage"
        error={errors.dosage?.message}
        inputMode="numeric"
        {...form.register('dosage')}
      />
      <InputField
        id={`${id}-freq`}
        label="Frequency (comma separated)"
        error={errors.frequency?.message}
        placeholder="Morning, Night"
        {...form.register('frequency')}
      />
      <InputField
        id={`${id}-dur`}
        label="Duration"
        error={errors.duration?.message}
        placeholder="5 days"
        {...form.register('duration')}
      />
      <FormSectionWide>
        <InputField
          id={`${id}-cond`}
          label="Conditions"
          error={errors.conditions?.message}
          placeholder="After food"
          {...form.register('conditions')}
        />
      </FormSectionWide>
    </FormSection>
  );
}

/**
 * The case manager's consultation tools on a case: record a booking's consultation, then add the
 * medicines it prescribed (the latest consultation; the database checks who may write).
 */
export function ConsultationTools({
  data,
  lines,
}: {
  data: CaseDetail;
  lines: readonly PlanLine[];
}) {
  const consultations = consultationsOf(data, lines);
  const latest = consultations[0];
  // A new booking (or one just recorded) starts the form afresh on the newest open booking.
  const bookingsKey = consultableBookings(data, lines)
    .map((b) => b.id)
    .join(',');
  return (
    <section aria-label="Consultations" className="flex flex-col gap-3">
      <ConsultationForm key={`${data.id}:${bookingsKey}`} data={data} lines={lines} />
      {latest && (
        <MedicineForm
          key={latest.id}
          consultationId={latest.id}
          label={`${latest.label}, ${formatWhen(latest.at)}`}
        />
      )}
    </section>
  );
}
