import { useAllergies, useRemoveAllergy } from '../api/trackers';
import { type EditableSectionProps, RemovableItem, TrackerSection } from './form-bits';
import { FormLauncher, lazyForm } from './form-launcher';

const allergyForm = lazyForm(() => import('./allergy-form').then((m) => m.AllergyForm));

/** The member's allergies, and adding one (a Sentinel one raises an alert). */
export function AllergiesSection({ level = 2, formOpen = false }: EditableSectionProps) {
  const { data: mine = [] } = useAllergies();
  const remove = useRemoveAllergy();
  return (
    <TrackerSection id="trackers-allergies" level={level} title="Allergies">
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
      <FormLauncher label="Add an allergy" preload={allergyForm.preload} defaultOpen={formOpen}>
        <allergyForm.Form />
      </FormLauncher>
    </TrackerSection>
  );
}
