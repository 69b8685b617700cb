import { type EnquiryStatus, enquiryStatuses } from '@athcare/shared/booking.schema';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { describeError } from '@/lib/errors';
import { useBookingEnquiries, useUpdateEnquiryStatus } from '../api/booking-enquiries';
import { formatDateTime, formatDay } from '@/lib/format';
import { Select } from '@/components/ui/native-controls';

/** Enquiries: the user's own, or (admins) everybody's with a status to change. */
export function BookingEnquiriesList({ isAdmin }: { isAdmin: boolean }) {
  const id = useId();
  const enquiries = useBookingEnquiries();
  const update = useUpdateEnquiryStatus();
  const title = isAdmin ? 'Enquiries' : 'My enquiries';
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {enquiries.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
      {enquiries.isError && (
        <p role="alert">Could not load enquiries: {describeError(enquiries.error)}</p>
      )}
      {enquiries.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">No enquiries yet.</p>
      )}
      <ul className="flex flex-col gap-3">
        {enquiries.data?.map((e) => (
          <li
            key={e.id}
            className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-medium">
                #{e.id} · {e.bookingType} · {e.patientName}
              </p>
              <p className="text-muted-foreground">
                {e.contactNo}
                {e.preferredDate && ` · prefers ${formatDay(e.preferredDate)}`}
                {e.preferredTime && ` ${e.preferredTime}`}
              </p>
              {e.patientProblem && <p className="break-words">{e.patientProblem}</p>}
              <p className="text-xs text-muted-foreground">Sent {formatDateTime(e.createdAt)}</p>
            </div>
            {isAdmin ? (
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-${e.id}`} className="text-xs font-medium">
                  Status of enquiry #{e.id}
                </label>
                <Select
                  id={`${id}-${e.id}`}
                  className="w-36"
                  value={e.status}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate(
                      { id: e.id, status: event.target.value as EnquiryStatus },
                      {
                        onSuccess: () => toast.success(`Enquiry #${e.id} updated`),
                        onError: (error) => toast.error(describeError(error)),
                      },
                    )
                  }
                >
                  {enquiryStatuses.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Select>
              </div>
            ) : (
              <span className="self-start rounded-full border px-2 py-0.5 text-xs">{e.status}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
