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
      // Registering emailed a verification code: the member lands where they enter it.
      onSignedIn={(username) =>
        navigate({
          to: '/$username/edit/profile',
          params: { username },
          search: { verify: 'sent' },
          replace: true,
        })
      }
    />
  );
}
