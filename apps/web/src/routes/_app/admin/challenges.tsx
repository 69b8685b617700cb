import { createFileRoute } from '@tanstack/react-router';
import { adminChallengesQueryOptions } from '@/features/trackers/api/admin-challenges';
import { AdminChallengesPage } from '@/features/trackers/components/admin-challenges-page';

/** /admin/challenges: create and edit the trackers' challenges (the admin layout admits admins only). */
export const Route = createFileRoute('/_app/admin/challenges')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(adminChallengesQueryOptions());
  },
  component: AdminChallengesPage,
});
