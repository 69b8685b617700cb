import { createFileRoute } from '@tanstack/react-router';
import { hospitalsQueryOptions } from '@/features/explore/api/get-hospitals';
import { CardGridSkeleton } from '@/features/explore/components/content-skeleton';
import { HospitalsList } from '@/features/explore/components/hospitals-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/explore/hospitals/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(hospitalsQueryOptions()),
  pendingComponent: () => <CardGridSkeleton label="hospitals" />,
  component: HospitalsRoute,
});

function HospitalsRoute() {
  useDocumentTitle('Hospitals');
  return <HospitalsList />;
}
