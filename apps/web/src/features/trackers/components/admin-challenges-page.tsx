import { type Challenge, formatChallengeAmount } from '@athcare/shared/health.schema';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { describeError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useAdminChallenges } from '../api/admin-challenges';

// The form (react-hook-form, the shared schema's resolver) loads when the admin opens it, so the
// page's first load stays within the 200 KB budget.
const ChallengeEditor = lazy(() =>
  import('./admin-challenge-editor').then((m) => ({ default: m.ChallengeEditor })),
);
const loadingForm = <p className="text-sm text-muted-foreground">Loading the form…</p>;

function ChallengeRow({ challenge: c }: { challenge: Challenge }) {
  const [editing, setEditing] = useState(false);
  const ended = new Date(c.endsAt).getTime() <= Date.now();
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3" aria-label={c.title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{c.title}</h3>
        <span className="text-sm text-muted-foreground">
          {c.challengeType} · {formatChallengeAmount(c.challengeType, c.target)} ·{' '}
          {formatDateTime(c.startsAt)} – {formatDateTime(c.endsAt)}
          {ended && ' · ended'}
        </span>
      </div>
      {editing ? (
        <Suspense fallback={loadingForm}>
          <ChallengeEditor challenge={c} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          {c.description && <p className="text-sm">{c.description}</p>}
          <div>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit<span className="sr-only"> {c.title}</span>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * /admin/challenges: the admin creates and edits the members' challenges (Distance, Activity
 * Count, Elevation Gain). Members see them on /trackers; the database lets only admins write.
 */
export function AdminChallengesPage() {
  useDocumentTitle('Challenges');
  const challenges = useAdminChallenges();
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Challenges</h1>
        <p className="text-muted-foreground">
          Challenges members join on their trackers page. Progress comes from their activity logs
          between the start and the end.
        </p>
      </header>
      {creating ? (
        <section aria-labelledby="admin-new-challenge" className="flex flex-col gap-4">
          <h2 id="admin-new-challenge" className="text-lg font-semibold">
            New challenge
          </h2>
          <Suspense fallback={loadingForm}>
            <ChallengeEditor onDone={() => setCreating(false)} />
          </Suspense>
        </section>
      ) : (
        <div>
          <Button onClick={() => setCreating(true)}>New challenge</Button>
        </div>
      )}
      <section aria-labelledby="admin-all-challenges" className="flex flex-col gap-4">
        <h2 id="admin-all-challenges" className="text-lg font-semibold">
          All challenges
        </h2>
        {challenges.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            Loading…
          </p>
        ) : challenges.error ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the challenges: {describeError(challenges.error)}
          </p>
        ) : challenges.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No challenges yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {challenges.data.map((c) => (
              <ChallengeRow key={c.id} challenge={c} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
