import { createFileRoute } from '@tanstack/react-router';
import { requireOwnPages } from '@/lib/route-checks';
import { AmbulanceRequestPage } from '@/features/ambulances/components/ambulance-request-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/**
 * /{username}/ambulance: the member asks for an ambulance and follows it live (issue 16; the spec
 * names no route for it, so it sits with the member's own pages). Others' addresses: Not Found.
 */
export const Route = createFileRoute('/_app/$username/ambulance')({
  beforeLoad: ({ context, params }) => {
    requireOwnPages(context.session().user, params.username);
  },
  component: AmbulanceRoute,
});

function AmbulanceRoute() {
  useDocumentTitle('Ambulance');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return <AmbulanceRequestPage userId={userId} />;
}
