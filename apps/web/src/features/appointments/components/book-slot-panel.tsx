import type { AvailableSlot, Booking } from '@athcare/shared/booking.schema';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/errors';
import { useBookSlot } from '../api/book-slot';
import { appTimeZone, formatDateTime, localDate } from '@/lib/format';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/native-controls';
import { SlotPicker } from './slot-picker';
import { FormAlert } from '@/components/ui/alert';

export interface BookSlotPanelProps {
  personnelId: number;
  personnelName: string;
  /** The member's today and zone (tests pin them; the browser's by default). */
  today?: string;
  timeZone?: string;
}

/**
 * Booking on the doctor's page ("Available slots" tab) and from past visits: pick a day and a free
 * slot, confirm with an optional note → book_slot. A slot taken meanwhile (409) says so and the
 * slots refresh.
 */
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

export function BookSlotPanel({
  personnelId,
  personnelName,
  today = localDate(new Date()),
  timeZone = appTimeZone(),
}: BookSlotPanelProps) {
  const id = useId();
  const navigate = useNavigate();
  const [slot, setSlot] = useState<AvailableSlot | null>(null);
  const [notes, setNotes] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const book = useBookSlot();

  const confirm = () => {
    if (!slot) return;
    book.mutate(
      {
        personnel_id: personnelId,
        starts_at: slot.startsAt,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      },
      {
        onSuccess: (booking) => {
          setSlot(null);
          setNotes('');
          setConflict(null);
          setBooked(booking);
          toast.success('Appointment booked', {
            description: `${personnelName}, ${formatDateTime(booking.startsAt, timeZone)}`,
            action: {
              label: 'My appointments',
              onClick: () => void navigate({ to: '/appointments/appointments' }),
            },
          });
        },
        onError: (error) => {
          if (isConflict(error)) {
            // Taken meanwhile (or the member is busy then): back to the refreshed slots.
            setSlot(null);
            setConflict(describeError(error));
            toast.error(describeError(error));
          }
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4"
      data-testid="book-slot-panel"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Book an appointment with {personnelName}
      </h2>
      {booked && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50"
        >
          <p className="flex items-center gap-2 font-medium">
            <CalendarCheckIcon className="size-4" aria-hidden />
            Booked for {formatDateTime(booked.startsAt, timeZone)}.
          </p>
          <p>
            <Link to="/appointments/appointments" className="font-medium underline">
              View my appointments
            </Link>
          </p>
        </div>
      )}
      {conflict && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          {conflict} The free slots have been refreshed.
        </p>
      )}
      <SlotPicker
        personnelId={personnelId}
        today={today}
        timeZone={timeZone}
        onPick={(picked) => {
          book.reset();
          setSlot(picked);
        }}
      />
      {slot && (
        <Dialog
          open
          onOpenChange={(open) => !open && setSlot(null)}
          title="Confirm your appointment"
          description={`${personnelName}, ${formatDateTime(slot.startsAt, timeZone)} (your time).`}
        >
          <div className="flex flex-col gap-2">
            {slot.timezone !== timeZone && (
              <p className="text-sm text-muted-foreground">
                That is {formatDateTime(slot.startsAt, slot.timezone)} in the doctor&apos;s time
                zone ({slot.timezone}).
              </p>
            )}
            <Label htmlFor={`${id}-notes`}>Reason for the visit (optional)</Label>
            <Textarea
              id={`${id}-notes`}
              value={notes}
              maxLength={1000}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          {/* A conflict is told above the slots instead. */}
          <FormAlert error={isConflict(book.error) ? null : book.error} />
          <DialogActions>
            <Button variant="outline" onClick={() => setSlot(null)}>
              Cancel
            </Button>
            <Button onClick={confirm} disabled={book.isPending}>
              {book.isPending ? 'Booking…' : 'Confirm booking'}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </section>
  );
}
