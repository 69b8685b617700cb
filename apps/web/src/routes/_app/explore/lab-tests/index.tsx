import { createFileRoute } from '@tanstack/react-router';
import { labTestsQueryOptions } from '@/features/explore/api/get-lab-tests';
import { CardGridSkeleton } from '@/features/explore/components/content-skeleton';
import { LabTestsList } from '@/features/explore/components/lab-tests-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/explore/lab-tests/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(labTestsQueryOptions()),
  pendingComponent: () => <CardGridSkeleton label="lab tests" />,
  component: LabTestsRoute,
});

function LabTestsRoute() {
  useDocumentTitle('Lab tests');
  return <LabTestsList />;
}
