import { vitalSources } from '@athcare/shared/health.schema';
import { type VitalForm, vitalFormSchema } from '@athcare/shared/health-forms.schema';
import { weightToKg } from '@athcare/shared/units';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment } from 'react';
import type { z } from 'zod';
import { useUserAccountStore } from '@/stores/user-account-store';
import { useRecordVitals } from '../api/trackers';
import { type Choice, TrackerForm } from './form-bits';
import { useTrackerForm } from './use-tracker-form';

type Output = z.output<typeof vitalFormSchema>;

/** The readings a member enters: field and label (the weight's unit is the settings'). */
const fields = [
  ['systolicMmhg', 'Systolic (mmHg)'],
  ['diastolicMmhg', 'Diastolic (mmHg)'],
  ['fastingGlucoseMgDl', 'Fasting glucose (mg/dL)'],
  ['weight', 'Weight'],
  ['restingHeartRateBpm', 'Resting heart rate (bpm)'],
  ['spo2Percent', 'SpO2 (%)'],
] as const satisfies readonly (readonly [keyof VitalForm, string])[];

const sourceLabels = { manual: 'Entered by hand', device: 'Device', lab: 'Lab report' } as const;
const sourceChoices: Choice[] = vitalSources.map((s) => [s, sourceLabels[s]] as const);

/** Record a reading: blood pressure, fasting glucose, weight (in the chosen unit), HR, SpO2. */
export function VitalsForm() {
  const weightUnit = useUserAccountStore((s) => s.settings.units.weight);
  const record = useRecordVitals();
  const { input, select, submit } = useTrackerForm<VitalForm, Output>({
    resolver: zodResolver(vitalFormSchema),
    defaultValues: { source: 'manual' },
    save: ({ weight, ...rest }) =>
      record.mutateAsync({
        ...Object.fromEntries(Object.entries(rest).filter(([, x]) => x !== undefined)),
        source: rest.source,
        ...(weight !== undefined && { weightKg: weightToKg(weight, weightUnit) }),
      }),
    saved: () => 'Reading saved',
    onSaved: (v, saved) => saved.reset({ source: v.source }),
  });
  return (
    <TrackerForm label="Record vitals" {...submit} submitLabel="Save reading">
      {fields.map(([name, label]) => (
        <Fragment key={name}>
          {input(name, name === 'weight' ? `${label} (${weightUnit})` : label)}
        </Fragment>
      ))}
      {select('source', 'Source', { choices: sourceChoices })}
    </TrackerForm>
  );
}
