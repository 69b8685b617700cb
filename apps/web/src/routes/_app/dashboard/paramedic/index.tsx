import { createFileRoute, redirect } from '@tanstack/react-router';
import { AmbulanceRuns } from '@/features/ambulances/components/ambulance-runs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/paramedic/: the runs of the ambulance the paramedic crews, paramedics only. */
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
          Ambulance runs assigned to you: move each one on as it happens.
        </p>
      </header>
      <AmbulanceRuns filter={{ paramedicId: `eq.${userId}` }} label="Your ambulance runs" />
    </div>
  );
}
