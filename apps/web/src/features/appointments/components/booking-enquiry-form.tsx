import {
  appointmentMessages,
  type BookingEnquiry,
  type BookingEnquiryInput,
  bookingEnquiryInputSchema,
  type BookingType,
  bookingTypes,
} from '@athcare/shared/appointments.schema';
import { DEFAULT_TIMEZONE } from '@athcare/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2Icon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormAlert } from '@/components/ui/alert';
import { useCreateBookingEnquiry } from '../api/booking-enquiries';
import { formatDay, localDate } from '@/lib/format';
import { Select, Textarea } from '@/components/ui/native-controls';
import { FieldError, fieldAria } from '@/components/ui/field';

type FormInput = z.input<typeof bookingEnquiryInputSchema>;

export interface LabTestOption {
  id: number;
  name: string;
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The shared contract plus the date rule the database enforces (India's today). */
function enquirySchema(today: string) {
  return bookingEnquiryInputSchema.refine((v) => !v.preferredDate || v.preferredDate >= today, {
    message: appointmentMessages.preferredDatePast,
    path: ['preferredDate'],
  });
}

/**
 * §3 Booking enquiry: a doctor appointment or a lab test the platform arranges. Shows the enquiry
 * as saved once sent.
 */
export function BookingEnquiryForm({
  defaultType = 'Doctor Appointment',
  labTests = [],
  defaultLabTestId,
}: {
  defaultType?: BookingType;
  labTests?: LabTestOption[];
  defaultLabTestId?: number;
}) {
  const id = useId();
  const [today] = useState(() => localDate(new Date(), DEFAULT_TIMEZONE));
  const schema = useMemo(() => enquirySchema(today), [today]);
  const [sent, setSent] = useState<BookingEnquiry | null>(null);
  const create = useCreateBookingEnquiry();
  const initialLabTest = labTests.some((t) => t.id === defaultLabTestId) ? defaultLabTestId : null;
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, BookingEnquiryInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      bookingType: defaultType,
      contactNo: '',
      patientName: '',
      labTestId: initialLabTest ?? null,
    },
  });
  const type = watch('bookingType');

  // A refusal is the mutation's error, shown above the button.
  const onSubmit = handleSubmit((input) =>
    create.mutate(
      {
        ...input,
        labTestId: input.bookingType === 'Lab Test Booking' ? (input.labTestId ?? null) : null,
      },
      {
        onSuccess: (saved) => {
          setSent(saved);
          toast.success('Enquiry sent');
        },
      },
    ),
  );

  if (sent) {
    const labTest = labTests.find((t) => t.id === sent.labTestId);
    return (
      <section
        aria-labelledby={`${id}-sent`}
        className="flex flex-col gap-4 rounded-lg border border-green-300 bg-green-50 p-5 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50"
        data-testid="enquiry-confirmation"
      >
        <h2 id={`${id}-sent`} className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2Icon className="size-5" aria-hidden />
          Enquiry received
        </h2>
        <p className="text-sm">
          Thank you. Our team will call you on {sent.contactNo} to confirm. Reference #{sent.id}.
        </p>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">Type</dt>
          <dd>{sent.bookingType}</dd>
          {labTest && (
            <>
              <dt className="font-medium">Lab test</dt>
              <dd>{labTest.name}</dd>
            </>
          )}
          <dt className="font-medium">Patient</dt>
          <dd>{sent.patientName}</dd>
          <dt className="font-medium">Contact number</dt>
          <dd>{sent.contactNo}</dd>
          {sent.address && (
            <>
              <dt className="font-medium">Address</dt>
              <dd>{sent.address}</dd>
            </>
          )}
          {(sent.preferredDate || sent.preferredTime) && (
            <>
              <dt className="font-medium">Preferred</dt>
              <dd>
                {sent.preferredDate && formatDay(sent.preferredDate, { year: true })}
                {sent.preferredTime && ` at ${sent.preferredTime}`}
              </dd>
            </>
          )}
          {sent.patientProblem && (
            <>
              <dt className="font-medium">Problem</dt>
              <dd className="whitespace-pre-line">{sent.patientProblem}</dd>
            </>
          )}
          <dt className="font-medium">Status</dt>
          <dd>{sent.status}</dd>
        </dl>
        <div>
          <Button
            variant="outline"
            onClick={() => {
              setSent(null);
              reset();
            }}
          >
            Send another enquiry
          </Button>
        </div>
      </section>
    );
  }

  const aria = (name: string, message?: string) => fieldAria(`${id}-${name}`, { error: message });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Booking enquiry"
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-type`}>Booking type</Label>
        <Select id={`${id}-type`} {...register('bookingType')}>
          {bookingTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
      </div>
      {type === 'Lab Test Booking' && labTests.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-labTest`}>Lab test</Label>
          <Select
            id={`${id}-labTest`}
            {...register('labTestId', {
              setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
            })}
          >
            <option value="">Not sure yet</option>
            {labTests.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-patientName`}>
          Patient name <span aria-hidden>*</span>
        </Label>
        <Input
          id={`${id}-patientName`}
          aria-required
          autoComplete="name"
          maxLength={100}
          {...register('patientName')}
          {...aria('patientName', errors.patientName?.message)}
        />
        <FieldError id={`${id}-patientName-error`}>{errors.patientName?.message}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-contactNo`}>
          Contact number <span aria-hidden>*</span>
        </Label>
        <Input
          id={`${id}-contactNo`}
          type="tel"
          aria-required
          autoComplete="tel"
          maxLength={20}
          {...register('contactNo')}
          {...aria('contactNo', errors.contactNo?.message)}
        />
        <FieldError id={`${id}-contactNo-error`}>{errors.contactNo?.message}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-address`}>Address</Label>
        <Input
          id={`${id}-address`}
          autoComplete="street-address"
          maxLength={500}
          {...register('address', { setValueAs: blankToUndefined })}
          {...aria('address', errors.address?.message)}
        />
        <FieldError id={`${id}-address-error`}>{errors.address?.message}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-preferredDate`}>Preferred date</Label>
        <Input
          id={`${id}-preferredDate`}
          type="date"
          min={today}
          {...register('preferredDate', { setValueAs: blankToUndefined })}
          {...aria('preferredDate', errors.preferredDate?.message)}
        />
        <FieldError id={`${id}-preferredDate-error`}>{errors.preferredDate?.message}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-preferredTime`}>Preferred time</Label>
        {/* A time picker; its value is always HH:MM (24-hour) whatever the browser shows. */}
        <Input
          id={`${id}-preferredTime`}
          type="time"
          step={60}
          {...register('preferredTime', { setValueAs: blankToUndefined })}
          {...aria('preferredTime', errors.preferredTime?.message)}
        />
        <FieldError id={`${id}-preferredTime-error`}>{errors.preferredTime?.message}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-problem`}>Patient&apos;s problem</Label>
        <Textarea
          id={`${id}-problem`}
          maxLength={2000}
          {...register('patientProblem', { setValueAs: blankToUndefined })}
        />
      </div>
      <FormAlert error={create.error} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : 'Send enquiry'}
        </Button>
      </div>
    </form>
  );
}
