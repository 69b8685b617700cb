import type { WorkoutTemplate } from '@athcare/shared/health.schema';
import { Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeleteWorkoutTemplate, useWorkoutTemplates } from '../api/trackers';
import { describeExercise } from '../lib/describe-exercise';
import { TrackerSection } from './form-bits';
import { FormLauncher, lazyForm, loadingForm } from './form-launcher';

const loadWorkoutForms = () => import('./workout-forms');
const templateForm = lazyForm(() => loadWorkoutForms().then((m) => m.TemplateForm));
const workoutInProgress = lazyForm(() => loadWorkoutForms().then((m) => m.WorkoutInProgress));

function TemplateCard({ template: t }: { template: WorkoutTemplate }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [startedAt, setStartedAt] = useState<Date | null>(null);
  const [deleting, setDeleting] = useState(false);
  const del = useDeleteWorkoutTemplate();
  return (
    <li
      className="flex flex-col gap-2 rounded-md border p-3"
      aria-labelledby={`${id}-title`}
      data-testid={`workout-template-${t.id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 id={`${id}-title`} className="font-medium">
          {t.name}
        </h3>
        <span className="text-xs text-muted-foreground">
          {t.activityType} · {t.intensity} · {t.plannedMinutes} min
        </span>
      </div>
      {editing ? (
        <Suspense fallback={loadingForm}>
          <templateForm.Form template={t} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <ul className="list-inside list-disc text-sm">
          {t.exercises.map((e, i) => (
            <li key={i}>{describeExercise(e)}</li>
          ))}
        </ul>
      )}
      {startedAt ? (
        <Suspense fallback={loadingForm}>
          <workoutInProgress.Form
            template={t}
            startedAt={startedAt}
            onDone={() => setStartedAt(null)}
          />
        </Suspense>
      ) : (
        !editing && (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onPointerEnter={() => void workoutInProgress.preload()}
              onClick={() => setStartedAt(new Date())}
            >
              Start workout<span className="sr-only"> {t.name}</span>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onPointerEnter={() => void templateForm.preload()}
              onClick={() => setEditing(true)}
            >
              Edit<span className="sr-only"> {t.name}</span>
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDeleting(true)}>
              Delete<span className="sr-only"> {t.name}</span>
            </Button>
          </div>
        )
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(false)}
          title={`Delete “${t.name}”?`}
          description="Workouts already logged from it stay in your activity."
          confirmLabel="Delete template"
          pending={del.isPending}
          onConfirm={() =>
            del.mutate(t.id, {
              onSuccess: () => toast.success(`Deleted ${t.name}`),
              onError: (error) => toast.error(describeError(error)),
              onSettled: () => setDeleting(false),
            })
          }
        />
      )}
    </li>
  );
}

/**
 * Workout templates: reusable plans of exercises (sets of reps or a duration). Starting one and
 * finishing it logs an activity, which counts for goals and challenges like any other. The forms
 * (a new template, an edit, a workout under way) load when they are first opened.
 */
export function WorkoutsSection() {
  const { data: templates = [], isPending } = useWorkoutTemplates();
  return (
    <TrackerSection id="trackers-workouts" title="Workouts">
      {isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">No workout templates yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Workout templates">
          {templates.map((t) => (
            <TemplateCard key={t.id} template={t} />
          ))}
        </ul>
      )}
      <FormLauncher label="New workout template" preload={templateForm.preload}>
        <templateForm.Form />
      </FormLauncher>
    </TrackerSection>
  );
}
