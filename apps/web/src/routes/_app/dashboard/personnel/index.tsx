import { createFileRoute, redirect } from '@tanstack/react-router';

/** /dashboard/personnel/ opens the appointments. */
export const Route = createFileRoute('/_app/dashboard/personnel/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/personnel/appointments', replace: true });
  },
});
