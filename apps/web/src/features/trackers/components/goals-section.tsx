import {
  type GoalForm,
  goalFormSchema,
  goalMetricLabels,
  goalMetrics,
  goalPeriods,
} from '@athcare/shared/health.schema';
import { weightToKg } from '@athcare/shared/units';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUserAccountStore } from '@/stores/user-account-store';
import { useDeleteGoal, useGoalProgress, useSetGoal } from '../api/trackers';
import { aria, FormRow, TrackerSection } from './form-bits';

type Output = z.output<typeof goalFormSchema>;

/** Set a daily or weekly goal (setting one again changes its target); remove goals. */
export function GoalsSection() {
  const id = useId();
  const weightUnit = useUserAccountStore((s) => s.settings.units.weight);
  const setGoal = useSetGoal();
  const remove = useDeleteGoal();
  const { data: goals = [] } = useGoalProgress();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GoalForm, unknown, Output>({
    resolver: zodResolver(goalFormSchema),
    defaultValues: { metric: 'steps', period: 'daily', target: '' },
  });
  const metric = watch('metric');
  const onSubmit = handleSubmit(async (v) => {
    try {
      await setGoal.mutateAsync({
        ...v,
        target: v.metric === 'weight' ? weightToKg(v.target, weightUnit) : v.target,
      });
      toast.success('Goal saved');
    } catch (error) {
      setError('root', { message: describeError(error) });
    }
  });
  const f = (name: string) => `${id}-${name}`;
  const targetLabel = metric === 'weight' ? `Target (${weightUnit})` : 'Target';
  return (
    <TrackerSection id="trackers-goals" title="Set a goal">
      <form
        noValidate
        aria-label="Set a goal"
        onSubmit={(e) => void onSubmit(e)}
        className="grid gap-4 sm:grid-cols-3"
      >
        <FormRow id={f('metric')} label="Measure">
          <Select id={f('metric')} {...register('metric')}>
            {goalMetrics.map((m) => (
              <option key={m} value={m}>
                {m === 'weight' ? 'Weight' : goalMetricLabels[m]}
              </option>
            ))}
          </Select>
        </FormRow>
        <FormRow id={f('period')} label="Period">
          <Select id={f('period')} {...register('period')}>
            {goalPeriods.map((p) => (
              <option key={p} value={p}>
                {p === 'daily' ? 'Daily' : 'Weekly'}
              </option>
            ))}
          </Select>
        </FormRow>
        <FormRow id={f('target')} label={targetLabel} error={errors.target?.message}>
          <Input
            id={f('target')}
            inputMode="decimal"
            {...register('target')}
            {...aria(f('target'), errors.target?.message)}
          />
        </FormRow>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-destructive sm:col-span-3">
            {errors.root.message}
          </p>
        )}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save goal'}
          </Button>
        </div>
      </form>
      {goals.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm">
          {goals.map((g) => (
            <li key={g.goalId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {g.period === 'daily' ? 'Daily' : 'Weekly'}{' '}
                {goalMetricLabels[g.metric].toLowerCase()}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={remove.isPending}
                onClick={() => remove.mutate(g.goalId)}
              >
                Remove
                <span className="sr-only">
                  {' '}
                  {g.period} {goalMetricLabels[g.metric]} goal
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </TrackerSection>
  );
}
