import { DEFAULT_TIMEZONE } from '@athcare/shared/constants';
import type { Blog } from '@athcare/shared/content.schema';
import { ArticleBody } from './article-body';
import { TagList } from '@/components/tag-list';
import { formatDate } from '@/lib/format';

/** /explore/blogs/{slug}: a readable article (narrow measure, generous line height). */
export function BlogArticle({ blog }: { blog: Blog }) {
  return (
    <article className="mx-auto flex w-full max-w-[68ch] flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl leading-tight font-semibold tracking-tight">{blog.title}</h1>
        <p className="text-sm text-muted-foreground">
          By {blog.author}
          {blog.publishedAt ? (
            <>
              {' · '}
              <time dateTime={blog.publishedAt}>
                {formatDate(blog.publishedAt, { timeZone: DEFAULT_TIMEZONE })}
              </time>
            </>
          ) : null}
          {blog.readingMinutes ? ` · ${blog.readingMinutes} min read` : ''}
        </p>
        <TagList tags={blog.tags} size="md" />
      </header>
      <ArticleBody text={blog.body} />
    </article>
  );
}
