import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/utils';

const links = [
  { to: '/dashboard/personnel/appointments', label: 'Appointments' },
  { to: '/dashboard/personnel/book-slots', label: 'Book slots' },
  { to: '/dashboard/personnel/centers', label: 'Centers' },
  { to: '/dashboard/personnel/cases', label: 'My cases' },
  { to: '/dashboard/personnel/ask-your-doctor', label: 'Questions By User' },
  { to: '/dashboard/personnel/profile', label: 'Profile' },
] as const;

/** The personnel dashboard's sections (§2); the sidebar group links to the same pages. */
export function PersonnelDashboardNav({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-muted-foreground">{title}</p>
      <nav aria-label="Personnel dashboard">
        <ul className="flex gap-1 overflow-x-auto border-b pb-px [contain:inline-size]">
          {links.map((link) => (
            <li key={link.to} className="shrink-0">
              <Link
                to={link.to}
                className={cn(
                  '-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                )}
                activeProps={{
                  className: 'border-primary text-foreground',
                  'aria-current': 'page',
                }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
