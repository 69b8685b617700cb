import type { AvailableSlot } from '@athcare/shared/booking.schema';
import { canonicalTimeZone, isSameTimeZone } from '@athcare/shared/time-zone';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailure, LoadingStatus } from '@/components/load-status';
import { cn } from '@/lib/utils';
import { useAvailableSlots } from '../api/get-available-slots';
import { addDays, appTimeZone, formatDay, formatTime, localDate } from '@/lib/format';

/** How many days ahead a member can pick from. */
export const SLOT_PICKER_DAYS = 14;

/**
 * Free slots of one personnel for the next 14 days, grouped by the member's own calendar day and
 * shown in the member's (browser) time zone, with the schedule's zone noted.
 */
export function SlotPicker({
  personnelId,
  onPick,
  pickLabel = 'Book',
  today = localDate(new Date()),
  timeZone = appTimeZone(),
}: {
  personnelId: number;
  onPick: (slot: AvailableSlot) => void;
  /** The verb in each slot button's accessible name ("Book 10:30 am"). */
  pickLabel?: string;
  /** The member's today (tests pin it). */
  today?: string;
  /** The member's zone (tests pin it). */
  timeZone?: string;
}) {
  const id = useId();
  // One request covers the window; a day either side absorbs the difference between zones.
  const from = addDays(today, -1);
  const to = addDays(today, SLOT_PICKER_DAYS);
  const slots = useAvailableSlots(personnelId, from, to);
  const days = useMemo(
    () => Array.from({ length: SLOT_PICKER_DAYS }, (_, i) => addDays(today, i)),
    [today],
  );
  const byDay = useMemo(() => {
    const map = new Map<string, AvailableSlot[]>();
    for (const slot of slots.data ?? []) {
      const day = localDate(slot.startsAt, timeZone);
      map.set(day, [...(map.get(day) ?? []), slot]);
    }
    return map;
  }, [slots.data, timeZone]);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const firstWithSlots = days.find((d) => (byDay.get(d)?.length ?? 0) > 0) ?? null;
  const day = chosenDay ?? firstWithSlots ?? today;
  const daySlots = byDay.get(day) ?? [];
  const rawScheduleZone = slots.data?.[0]?.timezone;
  const scheduleZone = rawScheduleZone ? canonicalTimeZone(rawScheduleZone) : null;
  const sameZone = scheduleZone === null || isSameTimeZone(scheduleZone, timeZone);

  if (slots.isPending) {
    return <LoadingStatus small>Loading available slots…</LoadingStatus>;
  }
  if (slots.isError) {
    return (
      <LoadFailure
        small
        what="the available slots"
        error={slots.error}
        onRetry={() => void slots.refetch()}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground" data-testid="slot-zone-note">
        Times are shown in your time zone ({canonicalTimeZone(timeZone)}).
        {scheduleZone && !sameZone && ` The doctor's schedule is in ${scheduleZone}.`}
        {scheduleZone && sameZone && ` The doctor's schedule uses the same zone.`}
      </p>
      <div role="group" aria-labelledby={`${id}-days`} className="flex flex-col gap-2">
        <h3 id={`${id}-days`} className="text-sm font-medium">
          Choose a date
        </h3>
        {/* Scrolls sideways on its own; inline-size containment keeps it from widening the page. */}
        <ul className="flex gap-2 overflow-x-auto pb-1 [contain:inline-size]">
          {days.map((d) => {
            const count = byDay.get(d)?.length ?? 0;
            const selected = d === day;
            return (
              <li key={d} className="shrink-0">
                <Button
                  type="button"
                  variant={selected ? 'default' : 'outline'}
                  aria-pressed={selected}
                  className="h-auto flex-col gap-0 px-3 py-1.5"
                  onClick={() => setChosenDay(d)}
                  aria-label={`${formatDay(d)}, ${count} ${count === 1 ? 'slot' : 'slots'} free`}
                >
                  <span>{formatDay(d)}</span>
                  <span
                    className={cn(
                      'text-xs',
                      selected ? 'text-primary-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {count === 0 ? 'No slots' : `${count} free`}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
      <section aria-labelledby={`${id}-slots`} className="flex flex-col gap-2">
        <h3 id={`${id}-slots`} className="text-sm font-medium">
          Free slots on {formatDay(day, { year: true })}
        </h3>
        {daySlots.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No free slots on this day. Please choose another date.
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {daySlots.map((slot) => {
              const mine = formatTime(slot.startsAt, timeZone);
              const theirs = formatTime(slot.startsAt, slot.timezone);
              return (
                <li key={slot.startsAt}>
                  <Button
                    type="button"
                    variant="outline"
                    className="h-auto w-full flex-col gap-0 py-1.5"
                    aria-label={`${pickLabel} ${mine}${sameZone ? '' : ` (${theirs} doctor's time)`}`}
                    onClick={() => onPick(slot)}
                  >
                    <span>{mine}</span>
                    {!sameZone && (
                      <span className="text-xs text-muted-foreground">{theirs} doctor&apos;s</span>
                    )}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
