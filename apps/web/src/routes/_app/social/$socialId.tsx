import { createFileRoute, notFound } from '@tanstack/react-router';
import { postQueryOptions } from '@/features/social/api/social';
import { PostPage } from '@/features/social/components/post-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /social/{socialId}: one post with its comments (issue #17). */
export const Route = createFileRoute('/_app/social/$socialId')({
  params: {
    parse: (p) => {
      if (!/^[1-9][0-9]{0,17}$/.test(p.socialId)) throw notFound();
      return { socialId: p.socialId };
    },
    stringify: (p) => p,
  },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(postQueryOptions(Number(params.socialId)));
  },
  component: function SocialPost() {
    useDocumentTitle('Post · Social');
    const { socialId } = Route.useParams();
    return <PostPage postId={Number(socialId)} />;
  },
});
