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
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAddAllergy, useAllergies, useListAllergies, useRemoveAllergy } from '../api/trackers';
import { capitalised, RemovableItem, SelectField, TrackerForm, TrackerSection } from './form-bits';

type Output = z.output<typeof allergyFormSchema>;

/** Pick an allergen from the catalogue with its severity; a Sentinel one raises an alert. */
export function AllergiesSection({ level = 2 }: { level?: 2 | 3 }) {
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
    <TrackerSection id="trackers-allergies" level={level} title="Allergies">
      <TrackerForm
        label="Add an allergy"
        columns={3}
        onSubmit={onSubmit}
        rootError={errors.root?.message}
        submitting={isSubmitting}
        submitLabel="Add allergy"
      >
        <SelectField
          id={f('allergen')}
          label="Allergen"
          field={register('allergyId')}
          error={errors.allergyId?.message}
          empty="Choose…"
        >
          {groups.map((g) => (
            <optgroup key={g.category} label={g.category}>
              {g.items.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          id={f('severity')}
          label="Severity"
          field={register('severity')}
          choices={allergySeverities}
        />
        <SelectField
          id={f('onset')}
          label="Onset age"
          field={register('onsetAge')}
          empty="Not known"
          choices={capitalised(onsetAges)}
        />
      </TrackerForm>
      {mine.length === 0 ? (
        <p className="text-sm text-muted-foreground">No allergies recorded.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm" data-testid="my-allergies">
          {mine.map((a) => (
            <RemovableItem
              key={a.id}
              name={a.listAllergies?.name ?? 'allergy'}
              disabled={remove.isPending}
              onRemove={() => remove.mutate(a.id)}
            >
              <span className="font-medium">{a.listAllergies?.name}</span> · {a.severity}
              {a.onsetAge && ` · onset ${a.onsetAge}`}
            </RemovableItem>
          ))}
        </ul>
      )}
    </TrackerSection>
  );
}
