import { createFileRoute } from '@tanstack/react-router';
import { grantChoicesQueryOptions } from '@/features/subscriptions/api/admin-grant';
import { planGrantsQueryOptions } from '@/features/subscriptions/api/plan-grants';
import { GrantPlanForm } from '@/features/subscriptions/components/grant-plan-form';
import { PlanGrantsList } from '@/features/subscriptions/components/plan-grants-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/subscriptions: grant a plan to a member; past grants (the admin layout admits admins only). */
export const Route = createFileRoute('/_app/admin/subscriptions')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(grantChoicesQueryOptions());
    void queryClient.prefetchQuery(planGrantsQueryOptions('', 0));
  },
  component: AdminSubscriptionsPage,
});

function AdminSubscriptionsPage() {
  useDocumentTitle('Plans · Admin');
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-4" aria-labelledby="grant-title">
        <h1 id="grant-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Grant a plan
        </h1>
        <p className="text-sm text-muted-foreground">
          The member gets the plan from now for its validity, with a case manager.
        </p>
        <GrantPlanForm />
      </section>
      <PlanGrantsList />
    </div>
  );
}
