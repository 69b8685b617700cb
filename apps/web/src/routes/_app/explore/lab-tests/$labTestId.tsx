import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { labTestQueryOptions, useLabTest } from '@/features/explore/api/get-lab-test';
import { LabTestDetailView } from '@/features/explore/components/lab-test-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { WishlistButton } from '@/features/store/components/wishlist-button';

const paramsSchema = z.object({ labTestId: z.coerce.number().check(z.int(), z.positive()) });

export const Route = createFileRoute('/_app/explore/lab-tests/$labTestId')({
  params: {
    parse: (raw) => {
      const parsed = paramsSchema.safeParse(raw);
      if (!parsed.success) throw notFound();
      return parsed.data;
    },
    stringify: ({ labTestId }) => ({ labTestId: String(labTestId) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    const test = await queryClient.ensureQueryData(labTestQueryOptions(params.labTestId));
    if (!test) throw notFound();
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
