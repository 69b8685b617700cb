import { createProfileFormSchema } from '@athcare/shared/personnel-profile-form.schema';
import { toast } from '@/lib/toast';
import { useCreateMyProfile, usePersonnelTypes } from '../api/profile-editing';
import { SchemaForm } from './profile-form-kit';

/**
 * /dashboard/personnel/add-new-profile: the personnel's own profile, started with a profession
 * and a name; the rest is filled in tab by tab, and it is published once complete.
 */
export function CreateProfileForm({
  userId,
  defaultName,
  onCreated,
}: {
  userId: string;
  defaultName: string;
  onCreated: () => void;
}) {
  const types = usePersonnelTypes();
  const create = useCreateMyProfile(userId);
  return (
    <SchemaForm
      label="Create your profile"
      schema={createProfileFormSchema}
      submitLabel="Create profile"
      onValid={async (v) => {
        await create.mutateAsync(v);
        toast.success('Profile created', {
          description: 'Fill in each section, then publish it.',
        });
        onCreated();
      }}
      fields={[
        {
          name: 'personnelTypeId',
          label: 'Profession',
          kind: 'select',
          required: true,
          options: (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
        },
        {
          name: 'name',
          label: 'Name shown to members',
          required: true,
          maxLength: 100,
          defaultValue: defaultName,
          hint: 'As on your registration, e.g. Dr Asha Rao.',
        },
      ]}
    />
  );
}
