import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { login } from '@/features/auth/api/login';
import { RegistrationPage } from '@/features/accounts/components/registration-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/accounts/registration/')({
  component: MemberRegistrationPage,
});

function MemberRegistrationPage() {
  useDocumentTitle('Create your account');
  const navigate = useNavigate();
  return (
    <RegistrationPage
      kind="member"
      onLogin={login}
      onSignedIn={() => navigate({ to: '/', replace: true })}
    />
  );
}
