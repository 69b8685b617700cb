import { createFileRoute } from '@tanstack/react-router';
import { hospitalQueryOptions, useHospital } from '@/features/explore/api/get-hospital';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { positiveIdParams, requireFound } from '@/lib/route-checks';
import { useSessionStore } from '@/stores/session-store';
import { HospitalPage } from '../-components/hospital-page';

export const Route = createFileRoute('/_app/explore/hospitals/$hospitalId')({
  params: positiveIdParams('hospitalId'),
  loader: async ({ context: { queryClient }, params }) => {
    await requireFound(queryClient.ensureQueryData(hospitalQueryOptions(params.hospitalId)));
  },
  component: HospitalRoute,
});

function HospitalRoute() {
  const { hospitalId } = Route.useParams();
  const { data: hospital } = useHospital(hospitalId);
  const userId = useSessionStore((s) => s.user?.id ?? null);
  useDocumentTitle(hospital ? `${hospital.name} · Hospitals` : 'Hospital');
  return hospital ? <HospitalPage hospital={hospital} userId={userId} /> : null;
}
