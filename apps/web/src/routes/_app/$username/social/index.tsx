import { createFileRoute } from '@tanstack/react-router';
import { socialProfileQueryOptions } from '@/features/social/api/social';
import { MemberSocialPage } from '@/features/social/components/member-social-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /{username}/social: a member's posts and social profile (issue #17); the database decides what shows. */
export const Route = createFileRoute('/_app/$username/social/')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(socialProfileQueryOptions(params.username));
  },
  component: function MemberSocial() {
    useDocumentTitle('Social');
    const { username } = Route.useParams();
    return <MemberSocialPage username={username} />;
  },
});
