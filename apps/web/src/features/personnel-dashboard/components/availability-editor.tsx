import {
  type AvailabilityRule,
  type AvailabilityRuleInput,
  availabilityRuleInputSchema,
  blockedDayInputSchema,
} from '@athcare/shared/appointments.schema';
import { DEFAULT_TIMEZONE, timezones } from '@athcare/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { ColumnHeads } from '@/components/column-heads';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import {
  useAvailabilityRules,
  useBlockDay,
  useBlockedDays,
  useDeleteAvailabilityRule,
  useSaveAvailabilityRule,
  useUnblockDay,
} from '../api/availability';
import { useCenters } from '../api/centers';
import { formatDay, localDate, shortTime, weekdayName, weekdayNames } from '@/lib/format';
import { Select } from '@/components/ui/native-controls';
import { FieldError, fieldAria } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/alert';

type RuleFormInput = z.input<typeof availabilityRuleInputSchema>;

/**
 * /dashboard/personnel/book-slots: the weekly availability (weekday, 24-hour from/to, slot length,
 * center, time zone), the free slots of the coming 7 days, and blocked days.
 */
export function AvailabilityEditor({
  personnelId,
  comingSlots,
}: {
  personnelId: number;
  /** The free slots of the coming 7 days in the schedule's zone (the appointments feature's). */
  comingSlots: (zone: string) => ReactNode;
}) {
  const rules = useAvailabilityRules(personnelId);
  const zone = rules.data?.[0]?.timezone ?? DEFAULT_TIMEZONE;
  return (
    <div className="flex flex-col gap-10">
      <WeeklyRules personnelId={personnelId} rules={rules.data ?? []} zone={zone} />
      {comingSlots(zone)}
      <BlockedDays personnelId={personnelId} zone={zone} />
      {rules.isError && (
        <p role="alert">Could not load the availability: {describeError(rules.error)}</p>
      )}
    </div>
  );
}

function WeeklyRules({
  personnelId,
  rules,
  zone,
}: {
  personnelId: number;
  rules: AvailabilityRule[];
  zone: string;
}) {
  const id = useId();
  const centers = useCenters(personnelId);
  const save = useSaveAvailabilityRule(personnelId);
  const remove = useDeleteAvailabilityRule(personnelId);
  const [editing, setEditing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const blank: RuleFormInput = {
    personnelId,
    weekday: 1,
    fromTime: '10:00',
    toTime: '13:00',
    slotDuration: 15,
    centerId: centers.data?.[0]?.id ?? null,
    timezone: zone as AvailabilityRuleInput['timezone'],
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RuleFormInput, unknown, AvailabilityRuleInput>({
    resolver: zodResolver(availabilityRuleInputSchema),
    defaultValues: blank,
  });
  const centerName = (centerId: number | null) =>
    centers.data?.find((c) => c.id === centerId)?.name ?? '—';

  const onSubmit = handleSubmit((input) => {
    setFailure(null);
    save.mutate(
      { id: editing ?? undefined, input },
      {
        onSuccess: () => {
          toast.success(editing ? 'Availability updated' : 'Availability added');
          setEditing(null);
          reset({ ...blank, timezone: input.timezone });
        },
        onError: (error) => setFailure(describeError(error)),
      },
    );
  });
  const err = (name: keyof RuleFormInput, message?: string) =>
    fieldAria(`${id}-${name}`, { error: message });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Weekly availability
      </h2>
      {rules.length === 0 ? (
        <p className="text-sm text-muted-foreground">No weekly availability yet.</p>
      ) : (
        // Positioned, so it also clips the table's sr-only parts: they are absolutely positioned,
        // and past an unpositioned scroller they widened the whole page on a phone.
        <div className="relative overflow-x-auto [contain:inline-size]">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Weekly availability</caption>
            <thead>
              <ColumnHeads
                className="border-b"
                labels={[
                  'Day',
                  'From',
                  'To',
                  'Slot',
                  'Center',
                  'Time zone',
                  <span className="sr-only">Actions</span>,
                ]}
                cellClassName="py-2 pr-3"
                lastCellClassName="py-2"
              />
            </thead>
            <tbody>
              {rules.map((r) => (
                <tr key={r.id} className="border-b last:border-0">
                  <td className="py-2 pr-3">{weekdayName(r.weekday)}</td>
                  <td className="py-2 pr-3">{shortTime(r.fromTime)}</td>
                  <td className="py-2 pr-3">{shortTime(r.toTime)}</td>
                  <td className="py-2 pr-3">{r.slotDuration} min</td>
                  <td className="py-2 pr-3">{centerName(r.centerId)}</td>
                  <td className="py-2 pr-3">{r.timezone}</td>
                  <td className="flex justify-end gap-2 py-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${weekdayName(r.weekday)} ${shortTime(r.fromTime)}–${shortTime(r.toTime)}`}
                      onClick={() => {
                        setEditing(r.id);
                        reset({
                          personnelId,
                          weekday: r.weekday,
                          fromTime: shortTime(r.fromTime),
                          toTime: shortTime(r.toTime),
                          slotDuration: r.slotDuration,
                          centerId: r.centerId,
                          timezone: r.timezone as AvailabilityRuleInput['timezone'],
                        });
                      }}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Delete ${weekdayName(r.weekday)} ${shortTime(r.fromTime)}–${shortTime(r.toTime)}`}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(r.id, {
                          onSuccess: () => toast.success('Availability removed'),
                          onError: (error) => toast.error(describeError(error)),
                        })
                      }
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={editing ? 'Edit availability' : 'Add availability'}
        className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-weekday`}>Day</Label>
          <Select id={`${id}-weekday`} {...register('weekday', { valueAsNumber: true })}>
            {weekdayNames.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-fromTime`}>From (24-hour)</Label>
          <Input
            id={`${id}-fromTime`}
            placeholder="HH:MM"
            inputMode="numeric"
            {...register('fromTime')}
            {...err('fromTime', errors.fromTime?.message)}
          />
          <FieldError id={`${id}-fromTime-error`}>{errors.fromTime?.message}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-toTime`}>To (24-hour)</Label>
          <Input
            id={`${id}-toTime`}
            placeholder="HH:MM"
            inputMode="numeric"
            {...register('toTime')}
            {...err('toTime', errors.toTime?.message)}
          />
          <FieldError id={`${id}-toTime-error`}>{errors.toTime?.message}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-slotDuration`}>Slot (minutes)</Label>
          <Input
            id={`${id}-slotDuration`}
            type="number"
            min={5}
            max={240}
            {...register('slotDuration', { valueAsNumber: true })}
            {...err('slotDuration', errors.slotDuration?.message)}
          />
          <FieldError id={`${id}-slotDuration-error`}>{errors.slotDuration?.message}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-centerId`}>Center</Label>
          <Select
            id={`${id}-centerId`}
            {...register('centerId', {
              setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
            })}
          >
            <option value="">No center</option>
            {centers.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-timezone`}>Time zone</Label>
          <Select
            id={`${id}-timezone`}
            {...register('timezone')}
            {...err('timezone', errors.timezone?.message)}
          >
            {timezones.map((tz) => (
              <option key={tz} value={tz}>
                {tz}
              </option>
            ))}
          </Select>
          <FieldError id={`${id}-timezone-error`}>{errors.timezone?.message}</FieldError>
        </div>
        {failure && (
          <p role="alert" className="text-sm text-destructive sm:col-span-2 lg:col-span-6">
            {failure}
          </p>
        )}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit" disabled={save.isPending}>
            {editing ? 'Save availability' : 'Add availability'}
          </Button>
          {editing && (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setEditing(null);
                reset(blank);
              }}
            >
              Cancel editing
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

function BlockedDays({ personnelId, zone }: { personnelId: number; zone: string }) {
  const id = useId();
  const [today] = useState(() => localDate(new Date(), zone));
  const blocked = useBlockedDays(personnelId, today);
  const block = useBlockDay(personnelId);
  const unblock = useUnblockDay(personnelId);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Blocked days
      </h2>
      <form
        aria-label="Block a day"
        className="flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          const parsed = blockedDayInputSchema.safeParse({
            personnelId,
            day,
            ...(reason.trim() ? { reason: reason.trim() } : {}),
          });
          if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? 'Invalid day');
          if (day < today) return setFailure('Choose today or a later day.');
          block.mutate(parsed.data, {
            onSuccess: () => {
              toast.success(`${formatDay(day)} blocked`);
              setDay('');
              setReason('');
            },
            onError: (error) => setFailure(describeError(error)),
          });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-day`}>Day</Label>
          <Input
            id={`${id}-day`}
            type="date"
            min={today}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            className="w-44"
          />
        </div>
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
          <Input
            id={`${id}-reason`}
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={block.isPending}>
          Block day
        </Button>
      </form>
      <FormAlert>{failure}</FormAlert>
      {blocked.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">No blocked days ahead.</p>
      )}
      <ul className="flex flex-col gap-2">
        {blocked.data?.map((b) => (
          <li
            key={b.id}
            className="flex items-center justify-between gap-3 rounded-lg border p-3 text-sm"
          >
            <span>
              <span className="font-medium">{formatDay(b.day, { year: true })}</span>
              {b.reason && <span className="text-muted-foreground"> — {b.reason}</span>}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={unblock.isPending}
              aria-label={`Unblock ${formatDay(b.day, { year: true })}`}
              onClick={() =>
                unblock.mutate(b.id, {
                  onSuccess: () => toast.success('Day unblocked'),
                  onError: (error) => toast.error(describeError(error)),
                })
              }
            >
              Unblock
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
