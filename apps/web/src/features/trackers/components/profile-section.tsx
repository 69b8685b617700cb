import {
  activityLevels,
  bloodGroups,
  type HealthProfileForm,
  healthProfileFormSchema,
  type MedicalProfile,
} from '@athcare/shared/health.schema';
import { cmToFeetInches, feetInchesToCm, weightFromKg, weightToKg } from '@athcare/shared/units';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUserAccountStore } from '@/stores/user-account-store';
import { useMedicalProfile, useSaveProfile } from '../api/trackers';
import { aria, FormRow, TrackerSection } from './form-bits';

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

function ProfileForm({ profile, units }: { profile: MedicalProfile | null; units: Units }) {
  const id = useId();
  const save = useSaveProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HealthProfileForm, unknown, Output>({
    resolver: zodResolver(healthProfileFormSchema),
    defaultValues: defaults(profile, units),
  });
  const onSubmit = handleSubmit(async (v) => {
    const heightCm =
      units.height === 'cm'
        ? (v.heightCm ?? null)
        : v.heightFeet !== undefined
          ? feetInchesToCm({ feet: v.heightFeet, inches: v.heightInches ?? 0 })
          : null;
    try {
      await save.mutateAsync({
        bloodGroup: v.bloodGroup || null,
        activityLevel: v.activityLevel || null,
        heightCm,
        weightKg: v.weight !== undefined ? weightToKg(v.weight, units.weight) : null,
      });
      toast.success('Health profile saved');
    } catch (error) {
      setError('root', { message: describeError(error) });
    }
  });
  const f = (name: string) => `${id}-${name}`;
  return (
    <form
      noValidate
      aria-label="Health profile"
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormRow id={f('blood')} label="Blood group">
        <Select id={f('blood')} {...register('bloodGroup')}>
          <option value="">Not known</option>
          {bloodGroups.map((b) => (
            <option key={b}>{b}</option>
          ))}
        </Select>
      </FormRow>
      <FormRow id={f('level')} label="Activity level">
        <Select id={f('level')} {...register('activityLevel')}>
          <option value="">Not set</option>
          {activityLevels.map((b) => (
            <option key={b}>{b}</option>
          ))}
        </Select>
      </FormRow>
      {units.height === 'cm' ? (
        <FormRow id={f('height')} label="Height (cm)" error={errors.heightCm?.message}>
          <Input
            id={f('height')}
            inputMode="decimal"
            {...register('heightCm')}
            {...aria(f('height'), errors.heightCm?.message)}
          />
        </FormRow>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <FormRow id={f('feet')} label="Height (ft)" error={errors.heightFeet?.message}>
            <Input
              id={f('feet')}
              inputMode="numeric"
              {...register('heightFeet')}
              {...aria(f('feet'), errors.heightFeet?.message)}
            />
          </FormRow>
          <FormRow id={f('inches')} label="Height (in)" error={errors.heightInches?.message}>
            <Input
              id={f('inches')}
              inputMode="decimal"
              {...register('heightInches')}
              {...aria(f('inches'), errors.heightInches?.message)}
            />
          </FormRow>
        </div>
      )}
      <FormRow id={f('weight')} label={`Weight (${units.weight})`} error={errors.weight?.message}>
        <Input
          id={f('weight')}
          inputMode="decimal"
          {...register('weight')}
          {...aria(f('weight'), errors.weight?.message)}
        />
      </FormRow>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {errors.root.message}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}

/** Blood group, height, weight (in the settings' units; stored in cm and kg) and activity level. */
export function ProfileSection() {
  const units = useUserAccountStore((s) => s.settings.units);
  const { data: profile, isPending } = useMedicalProfile();
  return (
    <TrackerSection id="trackers-profile" title="Health profile">
      {isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        // Re-mounted when the profile or the units change, so the fields show the new values.
        <ProfileForm
          key={`${profile?.id ?? 'new'}-${units.height}-${units.weight}`}
          profile={profile ?? null}
          units={units}
        />
      )}
    </TrackerSection>
  );
}
