import { createFileRoute } from '@tanstack/react-router';
import { grantChoicesQueryOptions } from '@/features/subscriptions/api/admin-grant';
import { GrantPlanForm } from '@/features/subscriptions/components/grant-plan-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/subscriptions: grant a plan to a member (the admin layout admits admins only). */
export const Route = createFileRoute('/_app/admin/subscriptions')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(grantChoicesQueryOptions());
  },
  component: AdminSubscriptionsPage,
});

function AdminSubscriptionsPage() {
  useDocumentTitle('Plans · Admin');
  return (
    <section className="flex flex-col gap-4" aria-labelledby="grant-title">
      <h1 id="grant-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Grant a plan
      </h1>
      <p className="text-sm text-muted-foreground">
        The member gets the plan from now for its validity, with a case manager.
      </p>
      <GrantPlanForm />
    </section>
  );
}
