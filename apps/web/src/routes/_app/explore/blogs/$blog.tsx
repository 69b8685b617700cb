import { createFileRoute } from '@tanstack/react-router';
import { blogQueryOptions, useBlog } from '@/features/explore/api/get-blog';
import { BlogArticle } from '@/features/explore/components/blog-article';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { requireFound, slugParams } from '@/lib/route-checks';

export const Route = createFileRoute('/_app/explore/blogs/$blog')({
  params: slugParams('blog'),
  loader: async ({ context: { queryClient }, params }) => {
    await requireFound(queryClient.ensureQueryData(blogQueryOptions(params.blog)));
  },
  component: BlogRoute,
});

function BlogRoute() {
  const { blog: slug } = Route.useParams();
  const { data: blog } = useBlog(slug);
  useDocumentTitle(blog ? blog.title : 'Blog');
  return blog ? <BlogArticle blog={blog} /> : null;
}
