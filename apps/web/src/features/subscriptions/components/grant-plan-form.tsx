import {
  type GrantSubscriptionInput,
  grantSubscriptionInputSchema,
} from '@athcare/shared/care-records.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormSection, FormSectionWide } from '@/components/form-section';
import { fieldAria, FormField, InputField } from '@/components/ui/field';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useGrantChoices, useGrantSubscription } from '../api/admin-grant';
import { formatDate } from '@/lib/format-date';

const empty: GrantSubscriptionInput = { username: '', subscriptionKey: '', caseManagerId: '' };

/**
 * /admin/subscriptions: an admin grants a plan to a member (from now, for the plan's validity),
 * naming a case manager or letting the database pick the least busy verified one.
 */
export function GrantPlanForm() {
  const id = useId();
  const choices = useGrantChoices();
  const grant = useGrantSubscription();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<GrantSubscriptionInput>({
    resolver: zodResolver(grantSubscriptionInputSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  if (choices.isPending) return <p className="text-sm text-muted-foreground">Loading the plans…</p>;
  if (choices.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeError(choices.error)}
      </p>
    );
  const plans = choices.data.plans;
  const onSubmit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const granted = await grant.mutateAsync(values);
      const plan = plans.find((p) => p.key === values.subscriptionKey)?.name ?? 'The plan';
      const message = `${plan} granted to ${values.username}${
        granted.validUntil ? ` until ${formatDate(granted.validUntil)}` : ''
      }.`;
      setDone(message);
      toast.success(message);
      form.reset(empty);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  });
  return (
    <FormSection
      label="Grant a plan"
      onSubmit={onSubmit}
      error={errors.root?.message}
      status={done}
      submitLabel="Grant plan"
      pendingLabel="Granting…"
      pending={grant.isPending}
      className="max-w-2xl gap-4"
    >
      <InputField
        id={`${id}-user`}
        label="Member's username"
        error={errors.username?.message}
        autoComplete="off"
        {...form.register('username')}
      />
      <FormField id={`${id}-plan`} label="Plan" error={errors.subscriptionKey?.message}>
        <Select
          id={`${id}-plan`}
          {...fieldAria(`${id}-plan`, { error: errors.subscriptionKey?.message })}
          {...form.register('subscriptionKey')}
        >
          <option value="">Choose a plan…</option>
          {plans.map((p) => (
            <option key={p.key} value={p.key}>
              {p.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormSectionWide>
        <FormField id={`${id}-cm`} label="Case manager" error={errors.caseManagerId?.message}>
          <Select
            id={`${id}-cm`}
            {...fieldAria(`${id}-cm`, { error: errors.caseManagerId?.message })}
            {...form.register('caseManagerId')}
          >
            <option value="">The least busy verified personnel</option>
            {choices.data.caseManagers.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
      </FormSectionWide>
    </FormSection>
  );
}
