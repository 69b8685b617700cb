import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { myPersonnelProfileQueryOptions } from '@/features/personnel-dashboard/api/get-my-personnel-profile';
import { PersonnelDashboardNav } from '@/features/personnel-dashboard/components/personnel-dashboard-nav';
import { selectIsPersonnel, useSessionStore } from '@/stores/session-store';

/** /dashboard/personnel/…: the personnel dashboard, for users with the personnel role only. */
export const Route = createFileRoute('/_app/dashboard/personnel')({
  beforeLoad: ({ context }) => {
    const session = context.session();
    if (!session.user || !selectIsPersonnel(session)) throw redirect({ to: '/', replace: true });
    return { userId: session.user.id };
  },
  loader: ({ context: { queryClient, userId } }) =>
    queryClient.ensureQueryData(myPersonnelProfileQueryOptions(userId)),
  component: PersonnelDashboardLayout,
});

function PersonnelDashboardLayout() {
  const typeName = useSessionStore((s) => s.personnelTypeName);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PersonnelDashboardNav title={`${typeName ?? 'Personnel'} Dashboard`} />
      <Outlet />
    </div>
  );
}
