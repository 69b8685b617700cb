import { cn } from '@/lib/utils';

function initials(name: string): string {
  return name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

/** The profile photo, or the initials on a tinted disc (decorative: the name is next to it). */
export function PersonnelAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null;
  className?: string;
}) {
  return image ? (
    <img
      src={image}
      alt=""
      className={cn('size-14 shrink-0 rounded-full object-cover', className)}
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-semibold text-primary',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
