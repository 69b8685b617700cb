import { createFileRoute } from '@tanstack/react-router';
import { prefetchTrackersPage } from '@/features/trackers/api/trackers';
import { TrackersPage } from '@/features/trackers/components/trackers-page';

/** /trackers: health tracking (issue #15). The page, its data code and its loader load with the route. */
export const Route = createFileRoute('/_app/trackers/')({
  // Not ensureQueryData: a section whose data failed says so in the page, not as a route error.
  loader: ({ context }) => prefetchTrackersPage(context.queryClient),
  component: TrackersPage,
});
