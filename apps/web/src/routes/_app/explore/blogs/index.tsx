import { createFileRoute } from '@tanstack/react-router';
import { blogsQueryOptions } from '@/features/explore/api/get-blogs';
import { BlogsList } from '@/features/explore/components/blogs-list';
import { CardGridSkeleton } from '@/features/explore/components/content-skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/explore/blogs/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(blogsQueryOptions()),
  pendingComponent: () => <CardGridSkeleton label="articles" />,
  component: BlogsRoute,
});

function BlogsRoute() {
  useDocumentTitle('Blogs');
  return <BlogsList />;
}
