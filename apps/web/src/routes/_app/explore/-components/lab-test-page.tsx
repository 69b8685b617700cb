import type { LabTest } from '@athcare/shared/content.schema';
import { LabTestDetailView } from '@/features/explore/components/lab-test-detail';
import { WishlistButton } from '@/features/store/components/wishlist-button';

/**
 * /explore/lab-tests/{labTestId}: the wishlist button above the test. Its route and its
 * server-rendered frame (src/prerender/data-frames.tsx) both render it.
 */
export function LabTestPage({ test }: { test: LabTest }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <WishlistButton target={{ type: 'lab test', id: String(test.id), title: test.name }} />
      </div>
      <LabTestDetailView test={test} />
    </div>
  );
}
