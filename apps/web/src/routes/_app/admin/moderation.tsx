import { createFileRoute } from '@tanstack/react-router';
import { moderationQueueQueryOptions } from '@/features/social/api/social';
import { ModerationPage } from '@/features/social/components/moderation-page';

/** /admin/moderation: reported social posts to hide or keep (the admin layout admits admins only). */
export const Route = createFileRoute('/_app/admin/moderation')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(moderationQueueQueryOptions());
  },
  component: ModerationPage,
});
