import {
  type AllergyForm,
  allergyFormSchema,
  allergySeverities,
  onsetAges,
} from '@athcare/shared/health.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAddAllergy, useAllergies, useListAllergies, useRemoveAllergy } from '../api/trackers';
import { aria, FormRow, TrackerSection } from './form-bits';

type Output = z.output<typeof allergyFormSchema>;

/** Pick an allergen from the catalogue with its severity; a Sentinel one raises an alert. */
export function AllergiesSection() {
  const id = useId();
  const { data: catalogue = [] } = useListAllergies();
  const { data: mine = [] } = useAllergies();
  const add = useAddAllergy();
  const remove = useRemoveAllergy();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AllergyForm, unknown, Output>({
    resolver: zodResolver(allergyFormSchema),
    defaultValues: { allergyId: '', severity: 'Moderate', onsetAge: '' },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await add.mutateAsync({
        allergyId: v.allergyId,
        severity: v.severity,
        ...(v.onsetAge !== '' && { onsetAge: v.onsetAge }),
      });
      toast.success('Allergy added');
      reset();
    } catch (error) {
      setError('root', { message: describeError(error) });
    }
  });
  const f = (name: string) => `${id}-${name}`;
  const taken = new Set(mine.map((a) => a.allergyId));
  const groups = (['Food', 'Drug', 'Environmental'] as const).map((category) => ({
    category,
    items: catalogue.filter((a) => a.category === category && !taken.has(a.id)),
  }));
  return (
    <TrackerSection id="trackers-allergies" title="Allergies">
      <form
        noValidate
        aria-label="Add an allergy"
        onSubmit={(e) => void onSubmit(e)}
        className="grid gap-4 sm:grid-cols-3"
      >
        <FormRow id={f('allergen')} label="Allergen" error={errors.allergyId?.message}>
          <Select
            id={f('allergen')}
            {...register('allergyId')}
            {...aria(f('allergen'), errors.allergyId?.message)}
          >
            <option value="">Choose…</option>
            {groups.map((g) => (
              <optgroup key={g.category} label={g.category}>
                {g.items.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </FormRow>
        <FormRow id={f('severity')} label="Severity">
          <Select id={f('severity')} {...register('severity')}>
            {allergySeverities.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </Select>
        </FormRow>
        <FormRow id={f('onset')} label="Onset age">
          <Select id={f('onset')} {...register('onsetAge')}>
            <option value="">Not known</option>
            {onsetAges.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </Select>
        </FormRow>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-destructive sm:col-span-3">
            {errors.root.message}
          </p>
        )}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Add allergy'}
          </Button>
        </div>
      </form>
      {mine.length === 0 ? (
        <p className="text-sm text-muted-foreground">No allergies recorded.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm" data-testid="my-allergies">
          {mine.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">{a.listAllergies?.name}</span> · {a.severity}
                {a.onsetAge && ` · onset ${a.onsetAge}`}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={remove.isPending}
                onClick={() => remove.mutate(a.id)}
              >
                Remove<span className="sr-only"> {a.listAllergies?.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </TrackerSection>
  );
}
