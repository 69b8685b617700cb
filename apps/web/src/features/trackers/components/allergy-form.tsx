import { allergySeverities, onsetAges } from '@athcare/shared/health.schema';
import {
  type AllergyForm as AllergyFormValues,
  allergyFormSchema,
} from '@athcare/shared/health-forms.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useAddAllergy, useAllergies, useListAllergies } from '../api/trackers';
import { capitalised, TrackerForm } from './form-bits';
import { useTrackerForm } from './use-tracker-form';

type Output = z.output<typeof allergyFormSchema>;

/** Pick an allergen from the catalogue (less those on record) with its severity. */
export function AllergyForm() {
  const { data: catalogue = [] } = useListAllergies();
  const { data: mine = [] } = useAllergies();
  const add = useAddAllergy();
  const { select, submit } = useTrackerForm<AllergyFormValues, Output>({
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
  );
}
