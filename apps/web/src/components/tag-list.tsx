import { cn } from '@/lib/utils';

const sizes = {
  sm: { list: 'gap-1', tag: 'px-2 py-0.5' },
  md: { list: 'gap-2', tag: 'px-3 py-1' },
} as const;

/** A thing's tags as a wrapping row of small rounded labels, named "Tags"; nothing when there are none. */
export function TagList({
  tags,
  size = 'sm',
  className,
}: {
  tags: readonly string[];
  size?: keyof typeof sizes;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap', sizes[size].list, className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className={cn('rounded-full bg-secondary text-xs', sizes[size].tag)}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
