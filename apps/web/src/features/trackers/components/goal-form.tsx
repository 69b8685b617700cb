import { goalMetricLabels, goalMetrics, goalPeriods } from '@athcare/shared/health.schema';
import {
  type GoalForm as GoalFormValues,
  goalFormSchema,
} from '@athcare/shared/health-forms.schema';
import { weightToKg } from '@athcare/shared/units';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useUserAccountStore } from '@/stores/user-account-store';
import { useSetGoal } from '../api/trackers';
import { capitalised, type Choice, TrackerForm } from './form-bits';
import { useTrackerForm } from './use-tracker-form';

type Output = z.output<typeof goalFormSchema>;

const metricChoices: Choice[] = goalMetrics.map(
  (m) => [m, m === 'weight' ? 'Weight' : goalMetricLabels[m]] as const,
);

/** Set a daily or weekly goal; setting one again changes its target. */
export function GoalForm() {
  const weightUnit = useUserAccountStore((s) => s.settings.units.weight);
  const setGoal = useSetGoal();
  const { form, input, select, submit } = useTrackerForm<GoalFormValues, Output>({
    resolver: zodResolver(goalFormSchema),
    defaultValues: { metric: 'steps', period: 'daily', target: '' },
    save: (v) =>
      setGoal.mutateAsync({
        ...v,
        target: v.metric === 'weight' ? weightToKg(v.target, weightUnit) : v.target,
      }),
    saved: () => 'Goal saved',
  });
  const metric = form.watch('metric');
  const targetLabel = metric === 'weight' ? `Target (${weightUnit})` : 'Target';
  return (
    <TrackerForm label="Set a goal" columns={3} {...submit} submitLabel="Save goal">
      {select('metric', 'Measure', { choices: metricChoices })}
      {select('period', 'Period', { choices: capitalised(goalPeriods) })}
      {input('target', targetLabel)}
    </TrackerForm>
  );
}
