import {
  type Challenge,
  challengeTargetStored,
  challengeTypes,
} from '@athcare/shared/health.schema';
import { type ChallengeForm, challengeFormSchema } from '@athcare/shared/health-forms.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/native-controls';
import { useSaveChallenge } from '../api/admin-challenges';
import { fieldAria } from '@/components/ui/field';
import { createOrEditLabels, FormRow, localDateTimeValue, TrackerForm } from './form-bits';
import { useTrackerForm } from './use-tracker-form';

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

/**
 * Create a challenge, or edit one (`challenge`). Times are the admin's local times. Its own module:
 * the page loads it (react-hook-form with it) when the admin opens a form.
 */
export function ChallengeEditor({
  challenge,
  onDone,
}: {
  challenge?: Challenge;
  onDone: () => void;
}) {
  const save = useSaveChallenge();
  const {
    form: { control },
    register,
    errors,
    input,
    select,
    fieldId,
    submit,
  } = useTrackerForm<ChallengeForm, Output>({
    resolver: zodResolver(challengeFormSchema),
    defaultValues: formValues(challenge),
    save: (v) =>
      save.mutateAsync({
        ...(challenge && { id: challenge.id }),
        title: v.title,
        description: v.description,
        challengeType: v.challengeType,
        target: challengeTargetStored(v.challengeType, v.target),
        startsAt: new Date(v.startsAt).toISOString(),
        endsAt: new Date(v.endsAt).toISOString(),
      }),
    saved: (v) => (challenge ? `Saved ${v.title}` : `Created ${v.title}`),
    onSaved: onDone,
  });
  const type = useWatch({ control, name: 'challengeType' });
  const description = fieldId('description');
  return (
    <TrackerForm
      {...createOrEditLabels(challenge?.title, {
        label: 'New challenge',
        submitLabel: 'Create challenge',
      })}
      {...submit}
    >
      {input('title', 'Title', { inputMode: 'text' })}
      {select('challengeType', 'Type', { choices: challengeTypes })}
      {input('target', targetLabel[type])}
      <div className="hidden sm:block" />
      {input('startsAt', 'Starts', { type: 'datetime-local' })}
      {input('endsAt', 'Ends', { type: 'datetime-local' })}
      <div className="sm:col-span-2">
        <FormRow id={description} label="Description" error={errors.description?.message}>
          <Textarea
            id={description}
            rows={3}
            {...register('description')}
            {...fieldAria(description, { error: errors.description?.message })}
          />
        </FormRow>
      </div>
      <div className="sm:col-span-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </TrackerForm>
  );
}
