import {
  type AddMemberInput,
  addMemberInputSchema,
  memberRelations,
} from '@athcare/shared/subscriptions.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormSection } from '@/components/form-section';
import { FormField, InputField } from '@/components/ui/field';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAddMember } from '../api/manage-members';

const typeLabels = {
  secondary: 'Secondary (an adult with their own account, invited)',
  minor: 'Minor (under 18)',
  managed: 'Managed (an adult you look after)',
} as const;

const empty: AddMemberInput = {
  subscriberType: 'minor',
  relation: 'child',
  username: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
};

/** Adds a secondary, minor or managed member (§3, §5 name and age rules; the plan's places). */
export function AddMemberForm({ userSubscriptionId }: { userSubscriptionId: string }) {
  const id = useId();
  const add = useAddMember(userSubscriptionId);
  const form = useForm<AddMemberInput>({
    resolver: zodResolver(addMemberInputSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const type = form.watch('subscriberType');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      // A secondary member has an account of their own: they are invited and join when they accept.
      toast.success(
        values.subscriberType === 'secondary'
          ? 'Invitation sent: they join when they accept it.'
          : 'Member added.',
      );
      form.reset(empty);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  });
  return (
    <FormSection
      label="Add a member"
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel="Add member"
      pendingLabel="Adding…"
      pending={add.isPending}
      className="gap-4"
    >
      <FormField id={`${id}-type`} label="Member type">
        <Select id={`${id}-type`} {...form.register('subscriberType')}>
          {(['minor', 'managed', 'secondary'] as const).map((t) => (
            <option key={t} value={t}>
              {typeLabels[t]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={`${id}-relation`} label="Relation">
        <Select id={`${id}-relation`} {...form.register('relation')}>
          {memberRelations.map((r) => (
            <option key={r} value={r}>
              {r.charAt(0).toUpperCase() + r.slice(1)}
            </option>
          ))}
        </Select>
      </FormField>
      {type === 'secondary' ? (
        <InputField
          id={`${id}-username`}
          label="Their username"
          error={errors.username?.message}
          autoComplete="off"
          {...form.register('username')}
        />
      ) : (
        <>
          <InputField
            id={`${id}-first`}
            label="First name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <InputField
            id={`${id}-last`}
            label="Last name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <InputField
            id={`${id}-dob`}
            label="Date of birth"
            error={errors.dateOfBirth?.message}
            type="date"
            {...form.register('dateOfBirth')}
          />
        </>
      )}
    </FormSection>
  );
}
