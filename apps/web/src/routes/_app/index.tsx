import { selfAssignableRoles } from '@athcare/shared/constants';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import * as z from '@athcare/shared/zod-mini';
import { useAddMyRoles } from '@/features/accounts/api/add-my-roles';
import { MemberDashboard } from '@/features/home/components/member-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { describeError } from '@/lib/errors';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';
import { useSessionStore } from '@/stores/session-store';

// §2/§5: the optional role search parameter, personnel or vendor only (anything else is dropped).
const homeSearchSchema = lazySchema(() =>
  z.object({
    role: optionalSearchParam(z.enum(selfAssignableRoles)),
  }),
);

export const Route = createFileRoute('/_app/')({
  validateSearch: homeSearchSchema,
  component: HomePage,
});

function HomePage() {
  useDocumentTitle('Home');
  const user = useSessionStore((s) => s.user);
  const { role } = Route.useSearch();
  const navigate = useNavigate();
  const { mutate } = useAddMyRoles();
  const requested = useRef<string | null>(null);

  // §4: a role in the address is added to the user's roles on load, then the session is refreshed.
  useEffect(() => {
    if (!role || requested.current === role) return;
    requested.current = role;
    mutate([role], {
      onSuccess: () => toast.success(`The ${role} role was added to your account.`),
      onError: (error) => toast.error(`Could not add the ${role} role: ${describeError(error)}`),
      onSettled: () => void navigate({ to: '/', search: {}, replace: true }),
    });
  }, [role, mutate, navigate]);

  if (!user) return null;
  return <MemberDashboard user={user} />;
}
