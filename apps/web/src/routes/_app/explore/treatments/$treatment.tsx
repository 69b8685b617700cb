import { createFileRoute } from '@tanstack/react-router';
import { specializationsQueryOptions } from '@/features/explore/api/get-specializations';
import { treatmentQueryOptions, useTreatment } from '@/features/explore/api/get-treatment';
import { TreatmentDetailView } from '@/features/explore/components/treatment-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { requireFound, slugParams } from '@/lib/route-checks';

export const Route = createFileRoute('/_app/explore/treatments/$treatment')({
  params: slugParams('treatment'),
  loader: async ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(specializationsQueryOptions());
    await requireFound(queryClient.ensureQueryData(treatmentQueryOptions(params.treatment)));
  },
  component: TreatmentRoute,
});

function TreatmentRoute() {
  const { treatment: slug } = Route.useParams();
  const { data: treatment } = useTreatment(slug);
  useDocumentTitle(treatment ? `${treatment.name} · Treatments` : 'Treatment');
  return treatment ? <TreatmentDetailView treatment={treatment} /> : null;
}
