import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AchievementsSection } from './achievements-section';
import { ActivitySection } from './activity-section';
import { AllergiesSection } from './allergies-section';
import { ChallengesSection } from './challenges-section';
import { ChartsSection } from './charts-section';
import { GoalsSection } from './goals-section';
import { ProfileSection } from './profile-section';
import { TodayOverview } from './today-overview';
import { UnitsPicker } from './units-picker';
import { VitalsSection } from './vitals-section';
import { WorkoutsSection } from './workouts-section';

const sections = [
  ['trackers-charts', 'Charts'],
  ['trackers-activity', 'Activity'],
  ['trackers-workouts', 'Workouts'],
  ['trackers-vitals', 'Vitals'],
  ['trackers-goals', 'Goals'],
  ['trackers-challenges', 'Challenges'],
  ['trackers-achievements', 'Achievements'],
  ['trackers-allergies', 'Allergies'],
  ['trackers-profile', 'Health profile'],
] as const;

/**
 * The page's column and heading, the sections below (`children`); without them, the page's
 * prerendered frame (src/prerender/route-frames.tsx).
 */
export function TrackersFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Trackers</h1>
        <p className="text-muted-foreground">Your health today: score, goals, vitals and alerts.</p>
      </div>
      {children}
    </div>
  );
}

/**
 * /trackers: today at a glance, charts, then activity, workouts, vitals, goals, challenges, achievements, allergies
 * and the health profile.
 */
export function TrackersPage() {
  useDocumentTitle('Trackers');
  return (
    <TrackersFrame>
      <nav aria-label="Tracker sections">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map(([id, label]) => (
            <li key={id}>
              <a className="underline underline-offset-4" href={`#${id}`}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <UnitsPicker />
      <TodayOverview />
      <ChartsSection />
      <ActivitySection />
      <WorkoutsSection />
      <VitalsSection />
      <GoalsSection />
      <ChallengesSection />
      <AchievementsSection />
      <AllergiesSection />
      <ProfileSection />
    </TrackersFrame>
  );
}
