import { createFileRoute } from '@tanstack/react-router';
import { TrackersPage } from '@/features/trackers/components/trackers-page';

/** /trackers: health tracking (issue #15). The page and its data code load with the route. */
export const Route = createFileRoute('/_app/trackers/')({
  component: TrackersPage,
});
