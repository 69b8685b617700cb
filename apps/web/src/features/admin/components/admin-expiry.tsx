import { expiresWithin } from '@athcare/shared/access.schema';
import { formatDate } from '@/lib/format-date';

/** datetime-local (the browser's local time) → ISO 8601, or null when left empty. */
export function expiryFromInput(value: string | null | undefined): string | null {
  if (value == null || value.trim() === '') return null;
  const at = new Date(value);
  // An unreadable value goes on as typed, so the shared schema names the problem.
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

/** "31 Mar 2027, 5:00 pm" in the reader's chosen time zone. */
export function formatExpiry(expiresAt: string): string {
  return formatDate(expiresAt, { withTime: true });
}

/** Expiry of a grant or override: nothing when it has none, "expires soon" within 7 days. */
export function ExpiryNote({ expiresAt }: { expiresAt: string | null | undefined }) {
  if (!expiresAt) return null;
  const expired = Date.parse(expiresAt) <= Date.now();
  const soon = expiresWithin(expiresAt, 7);
  return (
    <span
      className={
        expired
          ? 'text-xs text-muted-foreground line-through'
          : soon
            ? 'rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'
            : 'text-xs text-muted-foreground'
      }
    >
      {expired ? 'Expired ' : soon ? 'Expires soon: ' : 'Until '}
      {formatExpiry(expiresAt)}
    </span>
  );
}
