import { Link } from '@tanstack/react-router';
import type { SectionNavItem } from '@/components/section-nav';

export const vendorNavItems: readonly SectionNavItem[] = [
  { to: '/dashboard/vendor', label: 'Business', exact: true },
  { to: '/dashboard/vendor/documents', label: 'Documents' },
  { to: '/dashboard/vendor/bank-details', label: 'Bank details' },
  { to: '/dashboard/vendor/branches', label: 'Branches' },
  { to: '/dashboard/vendor/hospitals', label: 'Hospitals & rooms' },
  { to: '/dashboard/vendor/fleet', label: 'Drivers & ambulances' },
  { to: '/dashboard/vendor/bookings', label: 'Bookings' },
  { to: '/dashboard/vendor/dispatch', label: 'Dispatch' },
];

/**
 * The vendor dashboard's pages: a row of links that wraps, usable at 375px. The same markup as
 * SectionNav's `pills` look, written out here on purpose: the vendor pages sit at the 200 KB
 * first-load budget, and the shared nav's own chunk (with its other looks) put three of them over.
 */
export function VendorNav({ hasBusiness }: { hasBusiness: boolean }) {
  const items = hasBusiness ? vendorNavItems : vendorNavItems.slice(0, 1);
  return (
    <nav aria-label="Vendor dashboard">
      <ul className="flex flex-wrap gap-2">
        {items.map(({ to, label, exact }) => (
          <li key={to}>
            <Link
              to={to as '/'}
              activeOptions={{ exact: exact ?? false }}
              className="inline-flex min-h-10 items-center rounded-md border px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
