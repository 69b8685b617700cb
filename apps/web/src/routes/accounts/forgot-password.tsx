import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /accounts/forgot-password: a reset code by email (reached from the login screen). */
export const Route = createFileRoute('/accounts/forgot-password')({
  component: function ForgotPasswordPage() {
    useDocumentTitle('Forgot password');
    return <ForgotPasswordForm />;
  },
});
