import { createFileRoute } from '@tanstack/react-router';
import { treatmentsQueryOptions } from '@/features/explore/api/get-treatments';
import { CardGridSkeleton } from '@/features/explore/components/content-skeleton';
import { TreatmentsList } from '@/features/explore/components/treatments-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/explore/treatments/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(treatmentsQueryOptions()),
  pendingComponent: () => <CardGridSkeleton label="treatments" />,
  component: TreatmentsRoute,
});

function TreatmentsRoute() {
  useDocumentTitle('Treatments');
  return <TreatmentsList />;
}
