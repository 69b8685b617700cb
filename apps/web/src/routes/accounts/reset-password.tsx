import { createFileRoute } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';

const resetSearchSchema = lazySchema(() => z.object({ email: optionalSearchParam(z.string()) }));

/** /accounts/reset-password?email=…: the emailed code and a new password. */
export const Route = createFileRoute('/accounts/reset-password')({
  validateSearch: resetSearchSchema,
  component: function ResetPasswordPage() {
    useDocumentTitle('Reset password');
    const { email } = Route.useSearch();
    return <ResetPasswordForm email={email ?? ''} />;
  },
});
