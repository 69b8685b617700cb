import { DEFAULT_TIMEZONE } from '@athcare/shared/constants';
import { Link } from '@tanstack/react-router';
import { useBlogs } from '../api/get-blogs';
import { formatDate } from '@/lib/format';
import { ExploreSectionTitle } from './page-title';

const stretched =
  "after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none";

/** /explore/blogs: health articles, newest first. */
export function BlogsList() {
  const { data: blogs } = useBlogs();
  return (
    <div className="flex flex-col gap-6">
      <ExploreSectionTitle section="blogs" />
      <ul className="grid gap-4 md:grid-cols-2">
        {blogs.map((b) => (
          <li key={b.id}>
            <article className="relative flex h-full flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm focus-within:ring-2 focus-within:ring-ring hover:bg-accent/50">
              <h2 className="text-lg leading-snug font-semibold">
                <Link to="/explore/blogs/$blog" params={{ blog: b.slug }} className={stretched}>
                  {b.title}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">
                {[
                  b.author,
                  b.publishedAt ? formatDate(b.publishedAt, { timeZone: DEFAULT_TIMEZONE }) : null,
                  b.readingMinutes ? `${b.readingMinutes} min read` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {b.summary ? <p className="text-sm">{b.summary}</p> : null}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
