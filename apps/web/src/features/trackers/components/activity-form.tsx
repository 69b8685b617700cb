import { type ActivityLogForm, activityLogFormSchema } from '@athcare/shared/health-forms.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment } from 'react';
import type { z } from 'zod';
import { useLogActivity } from '../api/trackers';
import type { TrackSummary } from '../lib/track-import';
import { localDateTimeValue, TrackerForm } from './form-bits';
import { ActivityKindFields } from './activity-kind-fields';
import { useTrackerForm } from './use-tracker-form';
import { TrackImportField } from './track-import-field';

type Output = z.output<typeof activityLogFormSchema>;

/** The form's text fields: name, label, keyboard. */
const fields = [
  ['startedAt', 'Start', 'text'],
  ['durationMinutes', 'Duration (minutes)', 'numeric'],
  ['distanceKm', 'Distance (km)', 'decimal'],
  ['elevationGainM', 'Elevation gain (m)', 'numeric'],
  ['steps', 'Steps', 'numeric'],
] as const satisfies readonly (readonly [keyof ActivityLogForm, string, string])[];

/**
 * Log an activity, typed in or read from a GPX or TCX file as a preview; heart points are the
 * database's (1/min moderate, 2/min vigorous).
 */
export function ActivityForm() {
  const log = useLogActivity();
  const { form, register, input, fieldId, submit } = useTrackerForm<ActivityLogForm, Output>({
    resolver: zodResolver(activityLogFormSchema),
    defaultValues: {
      activityType: 'Walking',
      startedAt: localDateTimeValue(new Date()),
      durationMinutes: '',
      intensity: 'moderate',
    },
    save: (v) =>
      log.mutateAsync({
        activityType: v.activityType,
        startedAt: new Date(v.startedAt).toISOString(),
        durationMinutes: v.durationMinutes,
        ...(v.distanceKm !== undefined && { distanceM: Math.round(v.distanceKm * 1000) }),
        ...(v.elevationGainM !== undefined && { elevationGainM: v.elevationGainM }),
        ...(v.steps !== undefined && { steps: v.steps }),
        intensity: v.intensity,
      }),
    saved: () => 'Activity logged',
    onSaved: (v, logged) =>
      logged.reset({ ...v, startedAt: localDateTimeValue(new Date()), durationMinutes: '' }),
  });
  const { setValue } = form;
  const fillFrom = (track: TrackSummary) => {
    const opts = { shouldValidate: true, shouldDirty: true };
    if (track.activityType) setValue('activityType', track.activityType, opts);
    setValue('startedAt', localDateTimeValue(track.startedAt), opts);
    setValue('durationMinutes', String(track.durationMinutes), opts);
    setValue('distanceKm', String(Math.round(track.distanceM / 10) / 100), opts);
    setValue('elevationGainM', String(track.elevationGainM), opts);
  };
  return (
    <div className="flex flex-col gap-4">
      <TrackImportField onParsed={fillFrom} />
      <TrackerForm label="Log an activity" {...submit} submitLabel="Log activity">
        <ActivityKindFields
          typeId={fieldId('activityType')}
          intensityId={fieldId('intensity')}
          activityType={register('activityType')}
          intensity={register('intensity')}
        />
        {fields.map(([name, label, inputMode]) => (
          <Fragment key={name}>
            {input(name, label, {
              inputMode,
              ...(name === 'startedAt' && { type: 'datetime-local' as const }),
            })}
          </Fragment>
        ))}
      </TrackerForm>
    </div>
  );
}
