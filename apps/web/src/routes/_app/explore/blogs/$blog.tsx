import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { blogQueryOptions, useBlog } from '@/features/explore/api/get-blog';
import { BlogArticle } from '@/features/explore/components/blog-article';
import { useDocumentTitle } from '@/hooks/use-document-title';

const slugSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

export const Route = createFileRoute('/_app/explore/blogs/$blog')({
  params: {
    parse: (raw) => {
      if (!slugSchema.safeParse(raw.blog).success) throw notFound();
      return { blog: raw.blog };
    },
    stringify: (params) => params,
  },
  loader: async ({ context: { queryClient }, params }) => {
    const blog = await queryClient.ensureQueryData(blogQueryOptions(params.blog));
    if (!blog) throw notFound();
  },
  component: BlogRoute,
});

function BlogRoute() {
  const { blog: slug } = Route.useParams();
  const { data: blog } = useBlog(slug);
  useDocumentTitle(blog ? blog.title : 'Blog');
  return blog ? <BlogArticle blog={blog} /> : null;
}
