import { type WorkoutTemplate } from '@athcare/shared/health.schema';
import {
  type FinishWorkoutForm,
  finishWorkoutFormSchema,
  type WorkoutTemplateForm,
  workoutTemplateFormSchema,
} from '@athcare/shared/health-forms.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useSaveWorkoutTemplate, useStartWorkout } from '../api/trackers';
import { describeExercise } from '../lib/describe-exercise';
import { createOrEditLabels, TrackerForm } from './form-bits';
import { ActivityKindFields } from './activity-kind-fields';
import { useTrackerForm } from './use-tracker-form';

type TemplateOutput = z.output<typeof workoutTemplateFormSchema>;
type FinishOutput = z.output<typeof finishWorkoutFormSchema>;

const numeric = { inputMode: 'numeric' } as const;
const emptyExercise = { name: '', sets: '3', reps: '', durationSeconds: '' };

function formValues(t?: WorkoutTemplate): WorkoutTemplateForm {
  if (!t) {
    return {
      name: '',
      activityType: 'Strength training',
      intensity: 'moderate',
      plannedMinutes: '30',
      exercises: [emptyExercise],
    };
  }
  return {
    name: t.name,
    activityType: t.activityType,
    intensity: t.intensity,
    plannedMinutes: String(t.plannedMinutes),
    exercises: t.exercises.map((e) => ({
      name: e.name,
      sets: String(e.sets),
      reps: e.reps == null ? '' : String(e.reps),
      durationSeconds: e.durationSeconds == null ? '' : String(e.durationSeconds),
    })),
  };
}

/** Create or edit a template: its activity, intensity, planned minutes and exercises. */
export function TemplateForm({
  template,
  onDone,
}: {
  template?: WorkoutTemplate;
  onDone?: () => void;
}) {
  const save = useSaveWorkoutTemplate();
  const {
    form: { control, reset },
    register,
    errors,
    input,
    fieldId,
    submit,
  } = useTrackerForm<WorkoutTemplateForm, TemplateOutput>({
    resolver: zodResolver(workoutTemplateFormSchema),
    defaultValues: formValues(template),
    save: (v) =>
      save.mutateAsync({
        ...(template && { id: template.id }),
        name: v.name,
        activityType: v.activityType,
        intensity: v.intensity,
        plannedMinutes: v.plannedMinutes,
        exercises: v.exercises.map((e) => ({
          name: e.name,
          sets: e.sets,
          ...(e.reps !== undefined && { reps: e.reps }),
          ...(e.durationSeconds !== undefined && { durationSeconds: e.durationSeconds }),
        })),
      }),
    saved: () => (template ? 'Template saved' : 'Template added'),
    onSaved: () => (onDone ? onDone() : reset(formValues())),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'exercises' });
  return (
    <TrackerForm
      {...createOrEditLabels(template?.name, {
        label: 'New workout template',
        submitLabel: 'Save template',
      })}
      {...submit}
    >
      {input('name', 'Template name', { inputMode: 'text' })}
      {input('plannedMinutes', 'Planned minutes', { inputMode: 'numeric' })}
      <ActivityKindFields
        typeId={fieldId('activityType')}
        intensityId={fieldId('intensity')}
        activityType={register('activityType')}
        intensity={register('intensity')}
      />
      <fieldset className="flex min-w-0 flex-col gap-3 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">Exercises</legend>
        <ol className="flex flex-col gap-3">
          {fields.map((field, i) => {
            const n = i + 1;
            return (
              <li
                key={field.id}
                className="grid gap-3 rounded-md border p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end"
              >
                {input(`exercises.${i}.name`, `Exercise ${n}`, { inputMode: 'text' })}
                {input(`exercises.${i}.sets`, `Sets (exercise ${n})`, numeric)}
                {input(`exercises.${i}.reps`, `Reps (exercise ${n})`, numeric)}
                {input(`exercises.${i}.durationSeconds`, `Seconds (exercise ${n})`, numeric)}
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={fields.length === 1}
                  onClick={() => remove(i)}
                >
                  Remove<span className="sr-only"> exercise {n}</span>
                </Button>
              </li>
            );
          })}
        </ol>
        {errors.exercises?.root?.message || errors.exercises?.message ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.exercises.root?.message ?? errors.exercises.message}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={fields.length >= 30}
            onClick={() => append(emptyExercise)}
          >
            Add exercise
          </Button>
        </div>
      </fieldset>
      {template && onDone && (
        <div className="sm:col-span-2">
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      )}
    </TrackerForm>
  );
}

/** A workout under way: the exercises to tick off, then how long it took; finishing logs it. */
export function WorkoutInProgress({
  template,
  startedAt,
  onDone,
}: {
  template: WorkoutTemplate;
  startedAt: Date;
  onDone: () => void;
}) {
  const id = useId();
  const start = useStartWorkout();
  const { input, submit } = useTrackerForm<FinishWorkoutForm, FinishOutput>({
    resolver: zodResolver(finishWorkoutFormSchema),
    defaultValues: { durationMinutes: String(template.plannedMinutes), distanceKm: '' },
    save: (v) =>
      start.mutateAsync({
        templateId: template.id,
        startedAt: startedAt.toISOString(),
        durationMinutes: v.durationMinutes,
        ...(v.distanceKm !== undefined && { distanceM: Math.round(v.distanceKm * 1000) }),
      }),
    saved: () => `Workout logged: ${template.name}`,
    onSaved: onDone,
  });
  return (
    <div
      className="flex flex-col gap-3 rounded-md bg-muted/50 p-3"
      role="group"
      aria-label={`Workout in progress: ${template.name}`}
    >
      <p className="text-sm">
        <span className="font-medium">Started {formatDateTime(startedAt.toISOString())}.</span> Tick
        off each exercise as you go.
      </p>
      <ul className="flex flex-col gap-1">
        {template.exercises.map((e, i) => (
          <li key={i} className="flex items-center gap-2 text-sm">
            <input id={`${id}-done-${i}`} type="checkbox" className="size-4" />
            <label htmlFor={`${id}-done-${i}`}>{describeExercise(e)}</label>
          </li>
        ))}
      </ul>
      <TrackerForm
        label={`Finish ${template.name}`}
        {...submit}
        submitLabel="Finish and log workout"
      >
        {input('durationMinutes', 'Duration (minutes)', { inputMode: 'numeric' })}
        {input('distanceKm', 'Distance (km)')}
      </TrackerForm>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel workout
        </Button>
      </div>
    </div>
  );
}
