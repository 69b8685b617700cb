import { Link } from '@tanstack/react-router';

interface AdminNavItem {
  to:
    | '/admin'
    | '/admin/users'
    | '/admin/verifications'
    | '/admin/vendor-documents'
    | '/admin/audit'
    | '/admin/operations'
    | '/admin/challenges'
    | '/admin/subscriptions'
    | '/admin/moderation';
  label: string;
  /** Only the exact address marks it current (the access page is the area's root). */
  exact?: boolean;
}

/**
 * The admin area's pages. Each page of the area has one line here (add yours below the others);
 * the navigation journey follows every link.
 */
export const adminNavItems: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Access', exact: true },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/verifications', label: 'Verifications' },
  { to: '/admin/vendor-documents', label: 'Vendor documents' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/operations', label: 'Operations' },
  { to: '/admin/challenges', label: 'Challenges' },
  { to: '/admin/subscriptions', label: 'Plans' },
  { to: '/admin/moderation', label: 'Moderation' },
];

/** The admin area's navigation: a row of links that wraps, usable at 375px. */
export function AdminNav() {
  return (
    <nav aria-label="Admin area">
      <ul className="flex flex-wrap gap-2">
        {adminNavItems.map(({ to, label, exact }) => (
          <li key={to}>
            <Link
              to={to}
              activeOptions={{ exact: exact ?? false }}
              className="inline-flex min-h-10 items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
