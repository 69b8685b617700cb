import { formatDate } from '@/lib/format';
import { useAchievements } from '../api/trackers';
import { TrackerSection } from './form-bits';

/** The trophy case: achievements the database awarded (goals reached, milestones, challenges won). */
export function AchievementsSection() {
  const { data: achievements = [], isPending } = useAchievements();
  return (
    <TrackerSection id="trackers-achievements" title="Achievements">
      {isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : achievements.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No achievements yet: log an activity, reach a goal or complete a challenge.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="achievements">
          {achievements.map((a) => (
            <li key={a.id} className="flex flex-col gap-0.5 rounded-md border p-3">
              <span className="text-xs text-muted-foreground">{a.kind}</span>
              <span className="font-medium">{a.title}</span>
              <span className="text-sm">{a.detail}</span>
              <span className="text-xs text-muted-foreground">{formatDate(a.awardedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </TrackerSection>
  );
}
