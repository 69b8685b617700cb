import { genders, type ProfileFormValues, profileFormSchema } from '@athcare/shared/profile.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { type MyProfile, useUpdateProfile } from '../api/my-profile';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const valuesOf = (p: MyProfile): ProfileFormValues => ({
  firstName: p.firstName,
  middleName: p.middleName ?? '',
  lastName: p.lastName,
  dateOfBirth: p.dateOfBirth ?? '',
  gender: p.gender ?? '',
});

/** Names, date of birth (at least 18, §5) and gender of the member's own profile row. */
export function ProfileForm({ profile }: { profile: MyProfile }) {
  const id = useId();
  const update = useUpdateProfile(profile.id);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      form.reset(values);
      toast.success('Profile saved.');
    } catch (error) {
      toast.error(`Profile not saved: ${describeError(error)}`);
    }
  });

  const field = (name: keyof ProfileFormValues) => ({
    id: `${id}-${name}`,
    ...fieldAria(`${id}-${name}`, { error: errors[name]?.message }),
    ...form.register(name),
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-firstName`} label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...field('firstName')} />
        </FormField>
        <FormField
          id={`${id}-middleName`}
          label="Middle name (optional)"
          error={errors.middleName?.message}
        >
          <Input autoComplete="additional-name" {...field('middleName')} />
        </FormField>
        <FormField id={`${id}-lastName`} label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...field('lastName')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-dateOfBirth`}
          label="Date of birth"
          error={errors.dateOfBirth?.message}
        >
          <Input type="date" autoComplete="bday" {...field('dateOfBirth')} />
        </FormField>
        <FormField id={`${id}-gender`} label="Gender" error={errors.gender?.message}>
          <Select {...field('gender')}>
            <option value="">Not given</option>
            {genders.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !update.isPending} />
    </form>
  );
}
