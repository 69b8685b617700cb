import { Link } from '@tanstack/react-router';

/** A member's name, linking to their social page; a small photo or initials before it. */
export function MemberName({
  username,
  firstName,
  lastName,
  avatarUrl,
}: {
  username: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl?: string | null;
}) {
  const name = [firstName, lastName].filter(Boolean).join(' ') || username;
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Link
      to="/$username/social"
      params={{ username }}
      className="inline-flex min-w-0 items-center gap-2 font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {avatarUrl ? (
        <img src={avatarUrl} alt="" width={32} height={32} className="size-8 rounded-full" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-xs"
        >
          {initials}
        </span>
      )}
      <span className="truncate">{name}</span>
    </Link>
  );
}
