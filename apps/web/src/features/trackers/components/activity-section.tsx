import { type ActivityLogForm, activityLogFormSchema } from '@athcare/shared/health.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment } from 'react';
import type { z } from 'zod';
import { formatDateTime } from '@/lib/format';
import { useActivity, useLogActivity } from '../api/trackers';
import type { TrackSummary } from '../lib/track-import';
import { localDateTimeValue, TrackerForm, TrackerSection } from './form-bits';
import { ActivityKindFields } from './activity-kind-fields';
import { useTrackerForm } from './use-tracker-form';
import { TrackImportField } from './track-import-field';
import { TrackerTableHead } from './tracker-table-head';

type Output = z.output<typeof activityLogFormSchema>;

/** The section's text fields: name, label, keyboard. */
const fields = [
  ['startedAt', 'Start', 'text'],
  ['durationMinutes', 'Duration (minutes)', 'numeric'],
  ['distanceKm', 'Distance (km)', 'decimal'],
  ['elevationGainM', 'Elevation gain (m)', 'numeric'],
  ['steps', 'Steps', 'numeric'],
] as const satisfies readonly (readonly [keyof ActivityLogForm, string, string])[];

/** Log an activity; heart points are the database's (1/min moderate, 2/min vigorous). */
export function ActivitySection() {
  const log = useLogActivity();
  const { data: recent = [] } = useActivity();
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
    <TrackerSection id="trackers-activity" title="Activity">
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
      {recent.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-left font-medium">Recent activity</caption>
            <TrackerTableHead columns={['When', 'Activity', 'Minutes', 'Heart points']} />
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
