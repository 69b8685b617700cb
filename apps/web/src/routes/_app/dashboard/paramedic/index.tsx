import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardPlaceholder } from '@/features/personnel-dashboard/components/dashboard-placeholder';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/paramedic/: the paramedic dashboard (a simple page for now), paramedics only. */
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
  return (
    <div className="mx-auto w-full max-w-4xl">
      <DashboardPlaceholder title="Paramedic Dashboard">
        Ambulance requests and assignments will appear here.
      </DashboardPlaceholder>
    </div>
  );
}
