import {
  type AllergyForm,
  allergyFormSchema,
  allergySeverities,
  onsetAges,
} from '@athcare/shared/health.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useAddAllergy, useAllergies, useListAllergies, useRemoveAllergy } from '../api/trackers';
import { capitalised, RemovableItem, TrackerForm, TrackerSection } from './form-bits';
import { useTrackerForm } from './use-tracker-form';

type Output = z.output<typeof allergyFormSchema>;

/** Pick an allergen from the catalogue with its severity; a Sentinel one raises an alert. */
export function AllergiesSection({ level = 2 }: { level?: 2 | 3 }) {
  const { data: catalogue = [] } = useListAllergies();
  const { data: mine = [] } = useAllergies();
  const add = useAddAllergy();
  const remove = useRemoveAllergy();
  const { select, submit } = useTrackerForm<AllergyForm, Output>({
    resolver: zodResolver(allergyFormSchema),
    defaultValues: { allergyId: '', severity: 'Moderate', onsetAge: '' },
    save: (v) =>
      add.mutateAsync({
        allergyId: v.allergyId,
        severity: v.severity,
        ...(v.onsetAge !== '' && { onsetAge: v.onsetAge }),
      }),
    saved: () => 'Allergy added',
    onSaved: (_, added) => added.reset(),
  });
  const taken = new Set(mine.map((a) => a.allergyId));
  const groups = (['Food', 'Drug', 'Environmental'] as const).map((category) => ({
    category,
    items: catalogue.filter((a) => a.category === category && !taken.has(a.id)),
  }));
  return (
    <TrackerSection id="trackers-allergies" level={level} title="Allergies">
      <TrackerForm label="Add an allergy" columns={3} {...submit} submitLabel="Add allergy">
        {select('allergyId', 'Allergen', {
          empty: 'Choose…',
          children: groups.map((g) => (
            <optgroup key={g.category} label={g.category}>
              {g.items.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </optgroup>
          )),
        })}
        {select('severity', 'Severity', { choices: allergySeverities })}
        {select('onsetAge', 'Onset age', { empty: 'Not known', choices: capitalised(onsetAges) })}
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
