import { SectionNav, type SectionNavItem } from '@/components/section-nav';

/**
 * The admin area's pages. Each page of the area has one line here (add yours below the others);
 * the navigation journey follows every link. The access page, the area's root, is current only at
 * its exact address.
 */
export const adminNavItems: readonly SectionNavItem[] = [
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
  return <SectionNav label="Admin area" items={adminNavItems} look="pills" />;
}
