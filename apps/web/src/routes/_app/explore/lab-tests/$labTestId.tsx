import { createFileRoute } from '@tanstack/react-router';
import { labTestQueryOptions, useLabTest } from '@/features/explore/api/get-lab-test';
import { LabTestDetailView } from '@/features/explore/components/lab-test-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { positiveIdParams, requireFound } from '@/lib/route-checks';
import { WishlistButton } from '@/features/store/components/wishlist-button';

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
  return test ? (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <WishlistButton target={{ type: 'lab test', id: String(test.id), title: test.name }} />
      </div>
      <LabTestDetailView test={test} />
    </div>
  ) : null;
}
