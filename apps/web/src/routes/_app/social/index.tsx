import { createFileRoute } from '@tanstack/react-router';
import { feedQueryOptions } from '@/features/social/api/social';
import { FeedPage } from '@/features/social/components/feed-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /social: the feed of people followed plus public posts (issue #17). */
export const Route = createFileRoute('/_app/social/')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchInfiniteQuery(feedQueryOptions());
  },
  component: function Social() {
    useDocumentTitle('Social');
    return <FeedPage />;
  },
});
