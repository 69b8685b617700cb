import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { specializationsQueryOptions } from '@/features/explore/api/get-specializations';
import { treatmentQueryOptions, useTreatment } from '@/features/explore/api/get-treatment';
import { TreatmentDetailView } from '@/features/explore/components/treatment-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

const slugSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

export const Route = createFileRoute('/_app/explore/treatments/$treatment')({
  params: {
    parse: (raw) => {
      if (!slugSchema.safeParse(raw.treatment).success) throw notFound();
      return { treatment: raw.treatment };
    },
    stringify: (params) => params,
  },
  loader: async ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(specializationsQueryOptions());
    const treatment = await queryClient.ensureQueryData(treatmentQueryOptions(params.treatment));
    if (!treatment) throw notFound();
  },
  component: TreatmentRoute,
});

function TreatmentRoute() {
  const { treatment: slug } = Route.useParams();
  const { data: treatment } = useTreatment(slug);
  useDocumentTitle(treatment ? `${treatment.name} · Treatments` : 'Treatment');
  return treatment ? <TreatmentDetailView treatment={treatment} /> : null;
}
