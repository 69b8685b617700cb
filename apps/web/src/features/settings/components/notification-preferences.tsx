import { type NotificationKind, notificationKinds } from '@athcare/shared/settings.schema';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUserAccountStore } from '@/stores/user-account-store';
import { useSavePreferences } from '../api/save-preferences';
import { CheckboxLabel } from './checkbox-label';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const kindLabels: Record<NotificationKind, string> = {
  booking: 'Bookings confirmed or cancelled',
  prescription: 'Prescriptions ready',
  share: 'Files shared with me',
  order: 'Orders paid',
};

type Values = { email: boolean } & Record<NotificationKind, boolean>;

/** Email on or off (default on, §3) and per kind of notification. */
export function NotificationPreferences({ userId }: { userId: string }) {
  const id = useId();
  const settings = useUserAccountStore((s) => s.settings);
  const save = useSavePreferences(userId);
  const form = useForm<Values>({
    defaultValues: {
      email: settings.notifications.email,
      ...Object.fromEntries(
        notificationKinds.map((k) => [k, settings.notifications.kinds[k] ?? true]),
      ),
    } as Values,
  });
  const emailOn = form.watch('email');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        ...settings,
        notifications: {
          email: values.email,
          kinds: Object.fromEntries(notificationKinds.map((k) => [k, values[k]])),
        },
      });
      form.reset(values);
      toast.success('Notification preferences saved.');
    } catch (error) {
      toast.error(`Preferences not saved: ${describeError(error)}`);
    }
  });
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-md border p-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Email notifications
      </h3>
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
        <CheckboxLabel labelClassName="font-medium" {...form.register('email')}>
          Send me emails
        </CheckboxLabel>
        <fieldset disabled={!emailOn} className="flex flex-col gap-2 pl-6 disabled:opacity-60">
          <legend className="sr-only">Kinds of email</legend>
          {notificationKinds.map((kind) => (
            <CheckboxLabel key={kind} {...form.register(kind)}>
              {kindLabels[kind]}
            </CheckboxLabel>
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save notification preferences'}
          </Button>
        </div>
      </form>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !save.isPending} />
    </section>
  );
}
