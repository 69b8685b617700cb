import { activityLevels, bloodGroups, type MedicalProfile } from '@athcare/shared/health.schema';
import {
  type HealthProfileForm,
  healthProfileFormSchema,
} from '@athcare/shared/health-forms.schema';
import { cmToFeetInches, feetInchesToCm, weightFromKg, weightToKg } from '@athcare/shared/units';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useSaveProfile } from '../api/trackers';
import { TrackerForm } from './form-bits';
import { useTrackerForm } from './use-tracker-form';

type Output = z.output<typeof healthProfileFormSchema>;
type Units = { height: 'cm' | 'ft-in'; weight: 'kg' | 'lb' };

function defaults(p: MedicalProfile | null, units: Units): HealthProfileForm {
  const ftIn = p?.heightCm != null ? cmToFeetInches(p.heightCm) : null;
  return {
    bloodGroup: p?.bloodGroup ?? '',
    activityLevel: p?.activityLevel ?? '',
    heightCm: p?.heightCm != null && units.height === 'cm' ? String(p.heightCm) : '',
    heightFeet: ftIn && units.height === 'ft-in' ? String(ftIn.feet) : '',
    heightInches: ftIn && units.height === 'ft-in' ? String(ftIn.inches) : '',
    weight: p?.weightKg != null ? String(weightFromKg(p.weightKg, units.weight)) : '',
  };
}

/** The health profile's fields, filled in from `profile` in the settings' `units`. */
export function ProfileForm({ profile, units }: { profile: MedicalProfile | null; units: Units }) {
  const save = useSaveProfile();
  const { input, select, submit } = useTrackerForm<HealthProfileForm, Output>({
    resolver: zodResolver(healthProfileFormSchema),
    defaultValues: defaults(profile, units),
    save: (v) => {
      const heightCm =
        units.height === 'cm'
          ? (v.heightCm ?? null)
          : v.heightFeet !== undefined
            ? feetInchesToCm({ feet: v.heightFeet, inches: v.heightInches ?? 0 })
            : null;
      return save.mutateAsync({
        bloodGroup: v.bloodGroup || null,
        activityLevel: v.activityLevel || null,
        heightCm,
        weightKg: v.weight !== undefined ? weightToKg(v.weight, units.weight) : null,
      });
    },
    saved: () => 'Health profile saved',
  });
  return (
    <TrackerForm label="Health profile" {...submit} submitLabel="Save profile">
      {select('bloodGroup', 'Blood group', { empty: 'Not known', choices: bloodGroups })}
      {select('activityLevel', 'Activity level', { empty: 'Not set', choices: activityLevels })}
      {units.height === 'cm' ? (
        input('heightCm', 'Height (cm)')
      ) : (
        <div className="grid grid-cols-2 gap-2">
          {input('heightFeet', 'Height (ft)', { inputMode: 'numeric' })}
          {input('heightInches', 'Height (in)')}
        </div>
      )}
      {input('weight', `Weight (${units.weight})`)}
    </TrackerForm>
  );
}
