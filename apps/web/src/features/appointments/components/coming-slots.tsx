import { useId, useMemo, useState } from 'react';
import { describeError } from '@/lib/errors';
import { addDays, formatDay, formatTime, localDate } from '@/lib/format';
import { useAvailableSlots } from '../api/get-available-slots';

/** The personnel's free slots of the coming 7 days, day by day, in the schedule's zone. */
export function ComingSlots({ personnelId, zone }: { personnelId: number; zone: string }) {
  const id = useId();
  const [today] = useState(() => localDate(new Date(), zone));
  const slots = useAvailableSlots(personnelId, today, addDays(today, 6));
  const byDay = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const s of slots.data ?? []) {
      const day = localDate(s.startsAt, s.timezone);
      map.set(day, [...(map.get(day) ?? []), formatTime(s.startsAt, s.timezone)]);
    }
    return map;
  }, [slots.data]);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Free slots in the next 7 days
      </h2>
      <p className="text-sm text-muted-foreground">Times in {zone}.</p>
      {slots.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
      {slots.isError && <p role="alert">Could not load slots: {describeError(slots.error)}</p>}
      <ul className="flex flex-col gap-2">
        {Array.from({ length: 7 }, (_, i) => addDays(today, i)).map((day) => {
          const times = byDay.get(day) ?? [];
          return (
            <li key={day} className="rounded-lg border p-3 text-sm">
              <p className="font-medium">
                {formatDay(day)}: {times.length === 0 ? 'no free slots' : `${times.length} free`}
              </p>
              {times.length > 0 && <p className="text-muted-foreground">{times.join(' · ')}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
