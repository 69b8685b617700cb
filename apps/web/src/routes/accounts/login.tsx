import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { login } from '@/features/auth/api/login';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { safeRedirect } from '@/lib/safe-redirect';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';

const loginSearchSchema = lazySchema(() => z.object({ redirect: optionalSearchParam(z.string()) }));

export const Route = createFileRoute('/accounts/login')({
  validateSearch: loginSearchSchema,
  // §2: an already logged-in user goes to / (or back where the guard sent them from).
  beforeLoad: ({ context, search }) => {
    if (context.session().status === 'authenticated')
      throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  useDocumentTitle('Login');
  const router = useRouter();
  const { redirect: target } = Route.useSearch();
  return (
    <LoginForm
      onLogin={login}
      onSuccess={() => router.navigate({ href: safeRedirect(target), replace: true })}
    />
  );
}
