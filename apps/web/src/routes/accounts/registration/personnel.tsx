import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { addMyRoles } from '@/features/accounts/api/add-my-roles';
import { login } from '@/features/auth/api/login';
import { RegistrationPage } from '@/features/accounts/components/registration-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';

export const Route = createFileRoute('/accounts/registration/personnel')({
  component: PersonnelRegistrationPage,
});

function PersonnelRegistrationPage() {
  useDocumentTitle('Create a personnel account');
  const navigate = useNavigate();
  return (
    <RegistrationPage
      kind="personnel"
      onLogin={login}
      onSignedIn={async (username) => {
        // §4: the personnel role is added to the new user's roles and the session refreshed
        // (what home does for ?role=personnel), then, as for members, the new user lands where
        // they enter the code that registering emailed.
        try {
          await addMyRoles(['personnel']);
          toast.success('The personnel role was added to your account.');
        } catch (error) {
          toast.error(`Could not add the personnel role: ${describeError(error)}`);
        }
        await navigate({
          to: '/$username/edit/profile',
          params: { username },
          search: { verify: 'sent' },
          replace: true,
        });
      }}
    />
  );
}
