import {
  admissionTypes,
  type HospitalBookingInput,
  hospitalBookingInputSchema,
} from '@athcare/shared/vendor.schema';
import type { HospitalRoom } from '@athcare/shared/hospital.schema';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/native-controls';
import { formatInr } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useBookRoom, useMyHospitalBookings } from '../api/hospital-bookings-api';
import { BookingList } from './booking-list';
import { VendorSection } from './vendor-form-bits';

/** A datetime-local value (local time) as an ISO instant; '' stays ''. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

interface FormValues {
  roomId: string;
  admissionType: string;
  admissionAt: string;
  dischargeAt: string;
  patientName: string;
  contactPhone: string;
  notes: string;
}

/**
 * On a hospital's page: a member books a room type (the database takes the room atomically and
 * prices the stay in paise), and sees and cancels their bookings at this hospital.
 */
export function BookRoomPanel({
  hospitalId,
  hospitalName,
  rooms,
  userId,
}: {
  hospitalId: number;
  hospitalName: string;
  rooms: HospitalRoom[];
  userId: string;
}) {
  const id = useId();
  const book = useBookRoom();
  const mine = useMyHospitalBookings(userId);
  const [errors, setErrors] = useState<Partial<Record<keyof HospitalBookingInput, string>>>({});
  const { register, handleSubmit, reset, watch } = useForm<FormValues>({
    defaultValues: {
      roomId: String(rooms.find((r) => r.availableRooms > 0)?.id ?? rooms[0]?.id ?? ''),
      admissionType: 'short duration booking',
      admissionAt: '',
      dischargeAt: '',
      patientName: '',
      contactPhone: '',
      notes: '',
    },
  });
  const chosen = rooms.find((r) => String(r.id) === watch('roomId'));
  const submit = handleSubmit(async (values) => {
    const candidate = {
      roomId: Number(values.roomId),
      admissionType: values.admissionType,
      admissionAt: toIso(values.admissionAt),
      dischargeAt: values.dischargeAt ? toIso(values.dischargeAt) : null,
      patientName: values.patientName,
      contactPhone: values.contactPhone,
      notes: values.notes,
    };
    const parsed = hospitalBookingInputSchema.safeParse(candidate);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof HospitalBookingInput;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    await book
      .mutateAsync(parsed.data)
      .then(() => {
        toast.success(`Room booked at ${hospitalName}.`);
        reset();
      })
      .catch(() => undefined);
  });
  const here = mine.data?.filter((b) => b.hospitalId === hospitalId) ?? [];
  if (rooms.length === 0) return null;
  return (
    <VendorSection id={`${id}-book`} title="Book a room">
      <form
        noValidate
        aria-label="Book a room"
        onSubmit={(e) => void submit(e)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormField id={`${id}-room`} label="Room type" error={errors.roomId}>
          <Select id={`${id}-room`} {...register('roomId')}>
            {rooms.map((r) => (
              <option key={r.id} value={r.id} disabled={r.availableRooms === 0}>
                {r.roomType} · {formatInr(r.basePrice)} a day ·{' '}
                {r.availableRooms === 0 ? 'full' : `${r.availableRooms} free`}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={`${id}-type`} label="Admission type" error={errors.admissionType}>
          <Select id={`${id}-type`} {...register('admissionType')}>
            {admissionTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Select>
        </FormField>
        <InputField
          id={`${id}-in`}
          label="Admission"
          type="datetime-local"
          error={errors.admissionAt}
          {...register('admissionAt')}
        />
        <InputField
          id={`${id}-out`}
          label="Discharge (optional)"
          type="datetime-local"
          error={errors.dischargeAt}
          {...register('dischargeAt')}
        />
        <InputField
          id={`${id}-patient`}
          label="Patient name"
          error={errors.patientName}
          {...register('patientName')}
        />
        <InputField
          id={`${id}-phone`}
          label="Contact phone"
          type="tel"
          error={errors.contactPhone}
          {...register('contactPhone')}
        />
        <FormField
          id={`${id}-notes`}
          label="Notes for the hospital (optional)"
          className="sm:col-span-2"
        >
          <Textarea id={`${id}-notes`} rows={2} maxLength={1000} {...register('notes')} />
        </FormField>
        <div className="flex flex-col gap-2 sm:col-span-2">
          {chosen ? (
            <p className="text-sm text-muted-foreground">
              {formatInr(chosen.basePrice)} for each day started; the hospital confirms the total.
            </p>
          ) : null}
          <FormAlert error={book.error} />
          <Button type="submit" className="w-fit" disabled={book.isPending}>
            Book room
          </Button>
        </div>
      </form>
      {here.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-medium">Your bookings here</h3>
          <BookingList bookings={here} asVendor={false} label="Your bookings at this hospital" />
        </div>
      ) : null}
    </VendorSection>
  );
}
