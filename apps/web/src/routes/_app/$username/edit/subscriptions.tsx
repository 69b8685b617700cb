import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsSettings } from '@/features/subscriptions/components/subscriptions-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /{username}/edit/subscriptions: the member's plans, family members, usage and renewal date. */
export const Route = createFileRoute('/_app/$username/edit/subscriptions')({
  component: SubscriptionsPage,
});

function SubscriptionsPage() {
  useDocumentTitle('Subscriptions');
  const user = useSessionStore((s) => s.user);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold">Subscriptions</h2>
      {user && <SubscriptionsSettings userId={user.id} />}
    </div>
  );
}
