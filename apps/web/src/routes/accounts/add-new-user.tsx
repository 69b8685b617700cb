import { createFileRoute, redirect } from '@tanstack/react-router';
import { AddNewUser } from '@/features/accounts/components/add-new-user';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/accounts/add-new-user')({
  // The root guard leaves /accounts/* open; adding someone else needs a signed-in user.
  beforeLoad: ({ context, location }) => {
    if (context.session().status !== 'authenticated')
      throw redirect({ to: '/accounts/login', search: { redirect: location.href } });
  },
  component: Page,
});

function Page() {
  useDocumentTitle('Add a new user');
  return <AddNewUser />;
}
