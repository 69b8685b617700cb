import { formatChallengeAmount, type MyChallenge } from '@athcare/shared/health.schema';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useJoinChallenge,
  useLeaderboard,
  useMyChallenges,
  useUpdateParticipation,
} from '../api/trackers';
import { TrackerSection } from './form-bits';
import { TrackerTableHead } from './tracker-table-head';

/** The opted-in participants, best first (loaded when the member opens it). */
function Leaderboard({ challenge }: { challenge: MyChallenge }) {
  const [open, setOpen] = useState(false);
  const { data: rows = [], isPending } = useLeaderboard(challenge.id, open);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium">Leaderboard</summary>
      {open &&
        (isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody is listed yet.</p>
        ) : (
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">Leaderboard of {challenge.title}</caption>
            <TrackerTableHead columns={['Rank', 'Member', 'Progress', 'Status']} />
            <tbody>
              {rows.map((r) => (
                <tr key={r.username} className={r.isMe ? 'font-semibold' : undefined}>
                  <td className="pr-2">{r.rank}</td>
                  <td className="pr-2">
                    {r.username}
                    {r.isMe && ' (you)'}
                  </td>
                  <td className="pr-2">
                    {formatChallengeAmount(challenge.challengeType, r.progress)}
                  </td>
                  <td>{r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </details>
  );
}

function ChallengeCard({ challenge: c }: { challenge: MyChallenge }) {
  const id = useId();
  const join = useJoinChallenge();
  const update = useUpdateParticipation();
  const [listed, setListed] = useState(c.showOnLeaderboard);
  const [leaving, setLeaving] = useState(false);
  const ended = new Date(c.endsAt).getTime() <= Date.now();
  const active = c.status === 'Participating' || c.status === 'Completed';
  const fail = (error: unknown) => toast.error(describeError(error));
  return (
    <li
      className="flex flex-col gap-2 rounded-md border p-3"
      data-testid={`challenge-${c.id}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 id={`${id}-title`} className="font-medium">
          {c.title}
        </h3>
        <span className="text-xs text-muted-foreground">
          {c.challengeType} · {formatDate(c.startsAt)} – {formatDate(c.endsAt)}
        </span>
      </div>
      {c.description && <p className="text-sm">{c.description}</p>}
      <p className="text-sm">
        {c.status && <span className="font-medium">{c.status} · </span>}
        {formatChallengeAmount(c.challengeType, c.progress)} of{' '}
        {formatChallengeAmount(c.challengeType, c.target)}
      </p>
      <progress
        aria-label={`${c.title} progress`}
        className="h-2 w-full accent-primary"
        max={c.target}
        value={Math.min(c.progress, c.target)}
      />
      {!ended && (
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <input
              id={`${id}-listed`}
              type="checkbox"
              className="size-4"
              checked={listed}
              disabled={update.isPending}
              onChange={(e) => {
                const next = e.target.checked;
                setListed(next);
                if (active) {
                  update.mutate(
                    { challengeId: c.id, showOnLeaderboard: next },
                    {
                      onError: (error) => {
                        setListed(!next);
                        fail(error);
                      },
                    },
                  );
                }
              }}
            />
            <Label htmlFor={`${id}-listed`}>Show me on the leaderboard</Label>
          </div>
          {!active ? (
            <Button
              size="sm"
              disabled={join.isPending}
              onClick={() =>
                join.mutate(
                  { challengeId: c.id, showOnLeaderboard: listed, rejoin: c.joined },
                  { onSuccess: () => toast.success(`Joined ${c.title}`), onError: fail },
                )
              }
            >
              Join<span className="sr-only"> {c.title}</span>
            </Button>
          ) : (
            c.status === 'Participating' && (
              <Button size="sm" variant="outline" onClick={() => setLeaving(true)}>
                Leave<span className="sr-only"> {c.title}</span>
              </Button>
            )
          )}
        </div>
      )}
      <Leaderboard challenge={c} />
      {leaving && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setLeaving(false)}
          title={`Leave “${c.title}”?`}
          description="You leave the leaderboard too. You can join again while the challenge runs."
          confirmLabel="Leave challenge"
          pending={update.isPending}
          onConfirm={() =>
            update.mutate(
              { challengeId: c.id, status: 'Left' },
              {
                onSuccess: () => toast.success(`You left ${c.title}`),
                onError: fail,
                onSettled: () => setLeaving(false),
              },
            )
          }
        />
      )}
    </li>
  );
}

/** Challenges: join, leave, progress from the member's logs, the opt-in leaderboard. */
export function ChallengesSection() {
  const { data: challenges = [], isPending } = useMyChallenges();
  return (
    <TrackerSection id="trackers-challenges" title="Challenges">
      {isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : challenges.length === 0 ? (
        <p className="text-sm text-muted-foreground">No challenges yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {challenges.map((c) => (
            <ChallengeCard key={c.id} challenge={c} />
          ))}
        </ul>
      )}
    </TrackerSection>
  );
}
