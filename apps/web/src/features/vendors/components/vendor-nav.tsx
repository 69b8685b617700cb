import { SectionNav, type SectionNavItem } from '@/components/section-nav';

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

/** The vendor dashboard's pages: a row of links that wraps, usable at 375px. */
export function VendorNav({ hasBusiness }: { hasBusiness: boolean }) {
  const items = hasBusiness ? vendorNavItems : vendorNavItems.slice(0, 1);
  return <SectionNav label="Vendor dashboard" items={items} look="pills" />;
}
