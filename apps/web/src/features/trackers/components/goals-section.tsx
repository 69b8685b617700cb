import { goalMetricLabels } from '@athcare/shared/health.schema';
import { useDeleteGoal, useGoalProgress } from '../api/trackers';
import { RemovableItem, TrackerSection } from './form-bits';
import { FormLauncher, lazyForm } from './form-launcher';

const goalForm = lazyForm(() => import('./goal-form').then((m) => m.GoalForm));

/** The member's goals (their progress is in today's overview): set one, remove one. */
export function GoalsSection() {
  const remove = useDeleteGoal();
  const { data: goals = [] } = useGoalProgress();
  return (
    <TrackerSection id="trackers-goals" title="Goals">
      {goals.length === 0 ? (
        <p className="text-sm text-muted-foreground">No goals yet.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {goals.map((g) => (
            <RemovableItem
              key={g.goalId}
              name={`${g.period} ${goalMetricLabels[g.metric]} goal`}
              disabled={remove.isPending}
              onRemove={() => remove.mutate(g.goalId)}
            >
              {g.period === 'daily' ? 'Daily' : 'Weekly'} {goalMetricLabels[g.metric].toLowerCase()}
            </RemovableItem>
          ))}
        </ul>
      )}
      <FormLauncher label="Set a goal" preload={goalForm.preload}>
        <goalForm.Form />
      </FormLauncher>
    </TrackerSection>
  );
}
