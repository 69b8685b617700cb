import { createFileRoute, redirect } from '@tanstack/react-router';
import { AmbulanceRuns } from '@/features/ambulances/components/ambulance-runs';
import { ServiceBookings } from '@/features/paramedic/components/service-bookings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/**
 * /dashboard/paramedic/: the runs of the ambulance the paramedic crews and the plan service
 * bookings assigned to them, each with its status updates; paramedics only.
 */
export const Route = createFileRoute('/_app/dashboard/paramedic/')({
  beforeLoad: ({ context }) => {
    if (!context.session().user?.appRoles.includes('paramedic')) {
      throw redirect({ to: '/', replace: true });
    }
  },
  component: ParamedicPage,
});

function ParamedicPage() {
  useDocumentTitle('Paramedic Dashboard');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Paramedic Dashboard</h1>
        <p className="text-muted-foreground">
          Ambulance runs and service bookings assigned to you: move each one on as it happens.
        </p>
      </header>
      <section aria-labelledby="paramedic-runs-heading" className="flex flex-col gap-2">
        <h2 id="paramedic-runs-heading" className="text-lg font-semibold">
          Ambulance runs
        </h2>
        <AmbulanceRuns filter={{ paramedicId: `eq.${userId}` }} label="Your ambulance runs" />
      </section>
      <section aria-labelledby="paramedic-bookings-heading" className="flex flex-col gap-2">
        <h2 id="paramedic-bookings-heading" className="text-lg font-semibold">
          Service bookings
        </h2>
        <ServiceBookings />
      </section>
    </div>
  );
}
