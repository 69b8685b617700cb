import { SectionNav, type SectionNavItem } from '@/components/section-nav';

const links: readonly SectionNavItem[] = [
  { to: '/dashboard/personnel/appointments', label: 'Appointments' },
  { to: '/dashboard/personnel/book-slots', label: 'Book slots' },
  { to: '/dashboard/personnel/centers', label: 'Centers' },
  { to: '/dashboard/personnel/cases', label: 'My cases' },
  { to: '/dashboard/personnel/ask-your-doctor', label: 'Questions By User' },
  { to: '/dashboard/personnel/profile', label: 'Profile' },
];

/** The personnel dashboard's sections (§2); the sidebar group links to the same pages. */
export function PersonnelDashboardNav({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-muted-foreground">{title}</p>
      <SectionNav label="Personnel dashboard" items={links} look="tabs" />
    </div>
  );
}
