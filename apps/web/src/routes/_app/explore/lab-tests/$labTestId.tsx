import { createFileRoute } from '@tanstack/react-router';
import { labTestQueryOptions, useLabTest } from '@/features/explore/api/get-lab-test';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { positiveIdParams, requireFound } from '@/lib/route-checks';
import { LabTestPage } from '../-components/lab-test-page';

export const Route = createFileRoute('/_app/explore/lab-tests/$labTestId')({
  params: positiveIdParams('labTestId'),
  loader: async ({ context: { queryClient }, params }) => {
    await requireFound(queryClient.ensureQueryData(labTestQueryOptions(params.labTestId)));
  },
  component: LabTestRoute,
});

function LabTestRoute() {
  const { labTestId } = Route.useParams();
  const { data: test } = useLabTest(labTestId);
  useDocumentTitle(test ? `${test.name} · Lab tests` : 'Lab test');
  return test ? <LabTestPage test={test} /> : null;
}
