import {
  type ActivityLogForm,
  activityLogFormSchema,
  activityTypes,
  intensities,
} from '@athcare/shared/health.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useActivity, useLogActivity } from '../api/trackers';
import { aria, FormRow, localDateTimeValue, TrackerSection } from './form-bits';

type Output = z.output<typeof activityLogFormSchema>;

/** Log an activity; heart points are the database's (1/min moderate, 2/min vigorous). */
export function ActivitySection() {
  const id = useId();
  const log = useLogActivity();
  const { data: recent = [] } = useActivity();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ActivityLogForm, unknown, Output>({
    resolver: zodResolver(activityLogFormSchema),
    defaultValues: {
      activityType: 'Walking',
      startedAt: localDateTimeValue(new Date()),
      durationMinutes: '',
      intensity: 'moderate',
    },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await log.mutateAsync({
        activityType: v.activityType,
        startedAt: new Date(v.startedAt).toISOString(),
        durationMinutes: v.durationMinutes,
        ...(v.distanceKm !== undefined && { distanceM: Math.round(v.distanceKm * 1000) }),
        ...(v.elevationGainM !== undefined && { elevationGainM: v.elevationGainM }),
        ...(v.steps !== undefined && { steps: v.steps }),
        intensity: v.intensity,
      });
      toast.success('Activity logged');
      reset({ ...v, startedAt: localDateTimeValue(new Date()), durationMinutes: '' });
    } catch (error) {
      setError('root', { message: describeError(error) });
    }
  });
  const f = (name: string) => `${id}-${name}`;
  return (
    <TrackerSection id="trackers-activity" title="Activity">
      <form
        noValidate
        aria-label="Log an activity"
        onSubmit={(e) => void onSubmit(e)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormRow id={f('type')} label="Activity">
          <Select id={f('type')} {...register('activityType')}>
            {activityTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Select>
        </FormRow>
        <FormRow id={f('intensity')} label="Intensity">
          <Select id={f('intensity')} {...register('intensity')}>
            {intensities.map((t) => (
              <option key={t} value={t}>
                {t[0]!.toUpperCase() + t.slice(1)}
              </option>
            ))}
          </Select>
        </FormRow>
        <FormRow id={f('start')} label="Start" error={errors.startedAt?.message}>
          <Input
            id={f('start')}
            type="datetime-local"
            {...register('startedAt')}
            {...aria(f('start'), errors.startedAt?.message)}
          />
        </FormRow>
        <FormRow
          id={f('duration')}
          label="Duration (minutes)"
          error={errors.durationMinutes?.message}
        >
          <Input
            id={f('duration')}
            inputMode="numeric"
            {...register('durationMinutes')}
            {...aria(f('duration'), errors.durationMinutes?.message)}
          />
        </FormRow>
        <FormRow id={f('distance')} label="Distance (km)" error={errors.distanceKm?.message}>
          <Input
            id={f('distance')}
            inputMode="decimal"
            {...register('distanceKm')}
            {...aria(f('distance'), errors.distanceKm?.message)}
          />
        </FormRow>
        <FormRow
          id={f('elevation')}
          label="Elevation gain (m)"
          error={errors.elevationGainM?.message}
        >
          <Input
            id={f('elevation')}
            inputMode="numeric"
            {...register('elevationGainM')}
            {...aria(f('elevation'), errors.elevationGainM?.message)}
          />
        </FormRow>
        <FormRow id={f('steps')} label="Steps" error={errors.steps?.message}>
          <Input
            id={f('steps')}
            inputMode="numeric"
            {...register('steps')}
            {...aria(f('steps'), errors.steps?.message)}
          />
        </FormRow>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-destructive sm:col-span-2">
            {errors.root.message}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Log activity'}
          </Button>
        </div>
      </form>
      {recent.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-left font-medium">Recent activity</caption>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="pr-2 font-medium">
                  When
                </th>
                <th scope="col" className="pr-2 font-medium">
                  Activity
                </th>
                <th scope="col" className="pr-2 font-medium">
                  Minutes
                </th>
                <th scope="col" className="font-medium">
                  Heart points
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.map((a) => (
                <tr key={a.id}>
                  <td className="pr-2">{formatDateTime(a.startedAt)}</td>
                  <td className="pr-2">{a.activityType}</td>
                  <td className="pr-2">{a.durationMinutes}</td>
                  <td>{a.heartPoints}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TrackerSection>
  );
}
