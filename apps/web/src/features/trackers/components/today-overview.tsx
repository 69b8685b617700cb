import { healthScore } from '@athcare/shared/health-score';
import { goalMetricLabels, type GoalProgress } from '@athcare/shared/health.schema';
import { formatHeight, formatWeight, weightFromKg } from '@athcare/shared/units';
import { ColumnHeads } from '@/components/column-heads';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { describeError } from '@/lib/errors';
import { useUserAccountStore } from '@/stores/user-account-store';
import {
  useAcknowledgeAlert,
  useActivityTotals,
  useGoalProgress,
  useHealthFlags,
  useMedicalProfile,
  useOpenAlerts,
  useVitals,
} from '../api/trackers';
import { latestVitals, scoreInput } from '../lib/score-input';
import { TrackerSection } from './form-bits';

function GoalRow({ goal }: { goal: GoalProgress }) {
  const units = useUserAccountStore((s) => s.settings.units);
  const isWeight = goal.metric === 'weight';
  const show = (v: number) =>
    isWeight ? `${weightFromKg(v, units.weight)} ${units.weight}` : `${v}`;
  const progress = goal.progress ?? 0;
  const label = `${goal.period === 'daily' ? 'Daily' : 'Weekly'} ${goalMetricLabels[goal.metric].toLowerCase()}`;
  return (
    <li className="flex flex-col gap-1" data-testid={`goal-${goal.period}-${goal.metric}`}>
      <div className="flex flex-wrap justify-between gap-x-2 text-sm">
        <span className="font-medium">{label}</span>
        <span>
          {goal.progress === null ? 'No reading yet' : show(progress)} of {show(goal.target)}
          {goal.achieved && (
            <span className="ml-1 font-medium text-green-700 dark:text-green-400">· Achieved</span>
          )}
        </span>
      </div>
      <progress
        aria-label={label}
        className="h-2 w-full accent-primary"
        max={goal.target}
        value={isWeight ? (goal.achieved ? goal.target : 0) : Math.min(progress, goal.target)}
      />
    </li>
  );
}

/** Today at a glance: the score with its breakdown, goals, latest vitals, flags and open alerts. */
export function TodayOverview() {
  const units = useUserAccountStore((s) => s.settings.units);
  const { data: totals = [] } = useActivityTotals();
  const { data: profile = null } = useMedicalProfile();
  const { data: vitals = [] } = useVitals();
  const { data: goals = [] } = useGoalProgress();
  const { data: alerts = [] } = useOpenAlerts();
  const { data: flags = [] } = useHealthFlags();
  const acknowledge = useAcknowledgeAlert();
  const score = healthScore(scoreInput(totals, profile, vitals, alerts.length));
  const latest = latestVitals(vitals);
  const today = totals.find((t) => t.period === 'daily');

  return (
    <div className="grid min-w-0 gap-4 md:grid-cols-2">
      <TrackerSection id="trackers-score" title="Health score">
        <p className="text-4xl font-bold" data-testid="health-score">
          {score.score}
          <span className="text-base font-normal text-muted-foreground"> / 100</span>
        </p>
        <table className="w-full text-sm">
          <caption className="sr-only">How the health score is made up</caption>
          <thead>
            <ColumnHeads
              labels={['Component', 'Points']}
              className="text-left text-muted-foreground"
              cellClassName="font-medium"
            />
          </thead>
          <tbody>
            {score.components.map((c) => (
              <tr key={c.key} className="align-top">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {c.label}
                  <span className="block text-xs text-muted-foreground">{c.detail}</span>
                </th>
                <td className="py-1 whitespace-nowrap">
                  {c.points} / {c.max}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TrackerSection>

      <TrackerSection id="trackers-goals-today" title="Goals">
        {today && (
          <p className="text-sm text-muted-foreground">
            Today: {today.steps} steps · {today.heartPoints} heart points · {today.activeMinutes}{' '}
            active minutes
          </p>
        )}
        {goals.length === 0 ? (
          <p className="text-sm text-muted-foreground">No goals yet. Set one below.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {goals.map((g) => (
              <GoalRow key={g.goalId} goal={g} />
            ))}
          </ul>
        )}
      </TrackerSection>

      <TrackerSection id="trackers-latest-vitals" title="Latest vitals">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Blood pressure</dt>
          <dd>
            {latest.bloodPressure
              ? `${latest.bloodPressure.systolicMmhg}/${latest.bloodPressure.diastolicMmhg} mmHg`
              : '—'}
          </dd>
          <dt className="font-medium">Fasting glucose</dt>
          <dd>{latest.glucose ? `${latest.glucose.fastingGlucoseMgDl} mg/dL` : '—'}</dd>
          <dt className="font-medium">Weight</dt>
          <dd data-testid="latest-weight">
            {latest.weight?.weightKg != null
              ? formatWeight(latest.weight.weightKg, units.weight)
              : profile?.weightKg != null
                ? formatWeight(profile.weightKg, units.weight)
                : '—'}
          </dd>
          <dt className="font-medium">Height</dt>
          <dd data-testid="profile-height">
            {profile?.heightCm != null ? formatHeight(profile.heightCm, units.height) : '—'}
          </dd>
          <dt className="font-medium">Resting heart rate</dt>
          <dd>{latest.heartRate ? `${latest.heartRate.restingHeartRateBpm} bpm` : '—'}</dd>
          <dt className="font-medium">SpO2</dt>
          <dd>{latest.spo2 ? `${latest.spo2.spo2Percent}%` : '—'}</dd>
        </dl>
      </TrackerSection>

      <TrackerSection id="trackers-flags" title="Health flags">
        {flags.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No health flags: your latest readings are within range.
          </p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm" data-testid="health-flags">
            {flags.map((f) => (
              <li key={`${f.rule}-${f.reading}`} className="flex flex-col">
                <span className="font-medium">{f.message}</span>
                <span>
                  {f.reading} · since {formatDateTime(f.since)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground">
          A flag stays while your latest reading breaks the rule; an alert is raised once per
          reading.
        </p>
      </TrackerSection>

      <TrackerSection id="trackers-alerts" title="Open alerts">
        {alerts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open alerts.</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="open-alerts">
            {alerts.map((a) => (
              <li
                key={a.id}
                className="flex flex-col gap-2 rounded-md border border-destructive/40 p-3"
              >
                <p className="font-medium">{a.message}</p>
                <p className="text-sm">{a.reading}</p>
                <p className="text-xs text-muted-foreground">Raised {formatDateTime(a.raisedAt)}</p>
                <div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={acknowledge.isPending}
                    onClick={() =>
                      acknowledge.mutate(a.id, {
                        onSuccess: () => toast.success('Alert acknowledged'),
                        onError: (e) => toast.error(describeError(e)),
                      })
                    }
                  >
                    Acknowledge<span className="sr-only">: {a.message}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </TrackerSection>
    </div>
  );
}
