import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { adminLogin } from '@/features/admin/api/admin-login';
import { AdminLoginPanel } from '@/features/admin/components/admin-login-panel';
import { getMyPermissions } from '@/features/auth/api/get-my-permissions';
import { loginRequest } from '@/features/auth/api/login';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { selectIsAdmin } from '@/stores/session-store';

/** §2/§6: the hidden admin login; admins go on to /admin, anybody else is refused. */
export const Route = createFileRoute('/accounts/maniac/supreme-commander/admin-login')({
  // §2: an already logged-in admin goes to /admin, any other logged-in user to /.
  beforeLoad: ({ context }) => {
    const session = context.session();
    if (session.status !== 'authenticated') return;
    throw redirect({ to: selectIsAdmin(session) ? '/admin' : '/', replace: true });
  },
  component: AdminLoginPage,
});

const steps = { requestLogin: loginRequest, loadPermissions: getMyPermissions };

function AdminLoginPage() {
  useDocumentTitle('Admin login');
  const navigate = useNavigate();
  return (
    <AdminLoginPanel>
      <LoginForm
        showSignUp={false}
        onLogin={(input) => adminLogin(input, steps)}
        onSuccess={() => navigate({ to: '/admin', replace: true })}
      />
    </AdminLoginPanel>
  );
}
