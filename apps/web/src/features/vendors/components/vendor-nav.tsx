import { Link } from '@tanstack/react-router';

export const vendorNavItems = [
  { to: '/dashboard/vendor', label: 'Business', exact: true },
  { to: '/dashboard/vendor/documents', label: 'Documents' },
  { to: '/dashboard/vendor/bank-details', label: 'Bank details' },
  { to: '/dashboard/vendor/branches', label: 'Branches' },
  { to: '/dashboard/vendor/hospitals', label: 'Hospitals & rooms' },
  { to: '/dashboard/vendor/fleet', label: 'Drivers & ambulances' },
  { to: '/dashboard/vendor/bookings', label: 'Bookings' },
  { to: '/dashboard/vendor/dispatch', label: 'Dispatch' },
] as const;

/** The vendor dashboard's pages: a row of links that wraps, usable at 375px. */
export function VendorNav({ hasBusiness }: { hasBusiness: boolean }) {
  const items = hasBusiness ? vendorNavItems : vendorNavItems.slice(0, 1);
  return (
    <nav aria-label="Vendor dashboard">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              activeOptions={{ exact: 'exact' in item }}
              className="inline-flex min-h-10 items-center rounded-md border px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
