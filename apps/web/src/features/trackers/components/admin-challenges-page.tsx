import {
  type Challenge,
  type ChallengeForm,
  challengeFormSchema,
  challengeTargetStored,
  challengeTypes,
  formatChallengeAmount,
} from '@athcare/shared/health.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/native-controls';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { describeError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAdminChallenges, useSaveChallenge } from '../api/admin-challenges';
import {
  aria,
  FormRow,
  InputField,
  localDateTimeValue,
  SelectField,
  TrackerForm,
} from './form-bits';

type Output = z.output<typeof challengeFormSchema>;

const targetLabel: Record<(typeof challengeTypes)[number], string> = {
  Distance: 'Target (km)',
  'Elevation Gain': 'Target (m)',
  'Activity Count': 'Target (activities)',
};

function formValues(c?: Challenge): ChallengeForm {
  if (!c) {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const end = new Date(start);
    end.setDate(end.getDate() + 30);
    return {
      title: '',
      description: '',
      challengeType: 'Distance',
      target: '',
      startsAt: localDateTimeValue(start),
      endsAt: localDateTimeValue(end),
    };
  }
  return {
    title: c.title,
    description: c.description,
    challengeType: c.challengeType,
    target: String(c.challengeType === 'Distance' ? c.target / 1000 : c.target),
    startsAt: localDateTimeValue(new Date(c.startsAt)),
    endsAt: localDateTimeValue(new Date(c.endsAt)),
  };
}

/** Create a challenge, or edit one (`challenge`). Times are the admin's local times. */
function ChallengeEditor({ challenge, onDone }: { challenge?: Challenge; onDone?: () => void }) {
  const id = useId();
  const save = useSaveChallenge();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChallengeForm, unknown, Output>({
    resolver: zodResolver(challengeFormSchema),
    defaultValues: formValues(challenge),
  });
  const type = useWatch({ control, name: 'challengeType' });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        ...(challenge && { id: challenge.id }),
        title: v.title,
        description: v.description,
        challengeType: v.challengeType,
        target: challengeTargetStored(v.challengeType, v.target),
        startsAt: new Date(v.startsAt).toISOString(),
        endsAt: new Date(v.endsAt).toISOString(),
      });
      toast.success(challenge ? `Saved ${v.title}` : `Created ${v.title}`);
      if (onDone) onDone();
      else reset(formValues());
    } catch (error) {
      setError('root', { message: describeError(error) });
    }
  });
  const f = (name: string) => `${id}-${name}`;
  return (
    <TrackerForm
      label={challenge ? `Edit ${challenge.title}` : 'New challenge'}
      onSubmit={onSubmit}
      rootError={errors.root?.message}
      submitting={isSubmitting}
      submitLabel={challenge ? 'Save changes' : 'Create challenge'}
    >
      <InputField
        id={f('title')}
        label="Title"
        inputMode="text"
        field={register('title')}
        error={errors.title?.message}
      />
      <SelectField
        id={f('type')}
        label="Type"
        field={register('challengeType')}
        choices={challengeTypes}
      />
      <InputField
        id={f('target')}
        label={targetLabel[type]}
        field={register('target')}
        error={errors.target?.message}
      />
      <div className="hidden sm:block" />
      <InputField
        id={f('starts')}
        label="Starts"
        type="datetime-local"
        field={register('startsAt')}
        error={errors.startsAt?.message}
      />
      <InputField
        id={f('ends')}
        label="Ends"
        type="datetime-local"
        field={register('endsAt')}
        error={errors.endsAt?.message}
      />
      <div className="sm:col-span-2">
        <FormRow id={f('description')} label="Description" error={errors.description?.message}>
          <Textarea
            id={f('description')}
            rows={3}
            {...register('description')}
            {...aria(f('description'), errors.description?.message)}
          />
        </FormRow>
      </div>
      {onDone && (
        <div className="sm:col-span-2">
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      )}
    </TrackerForm>
  );
}

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
        <ChallengeEditor challenge={c} onDone={() => setEditing(false)} />
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
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Challenges</h1>
        <p className="text-muted-foreground">
          Challenges members join on their trackers page. Progress comes from their activity logs
          between the start and the end.
        </p>
      </header>
      <section aria-labelledby="admin-new-challenge" className="flex flex-col gap-4">
        <h2 id="admin-new-challenge" className="text-lg font-semibold">
          New challenge
        </h2>
        <ChallengeEditor />
      </section>
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
