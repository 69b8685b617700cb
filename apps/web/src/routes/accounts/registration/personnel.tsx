import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { login } from '@/features/auth/api/login';
import { RegistrationPage } from '@/features/accounts/components/registration-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

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
      // §4: home adds the role in the address to the new user's roles and refreshes the session.
      onSignedIn={() => navigate({ to: '/', search: { role: 'personnel' }, replace: true })}
    />
  );
}
