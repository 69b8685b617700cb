import { Link } from '@tanstack/react-router';

const sections = [
  { to: '/explore/treatments', label: 'Treatments' },
  { to: '/explore/doctors', label: 'Doctors' },
  { to: '/explore/personnels', label: 'Personnel' },
  { to: '/explore/lab-tests', label: 'Lab tests' },
  { to: '/explore/hospitals', label: 'Hospitals' },
  { to: '/explore/blogs', label: 'Blogs' },
] as const;

/** The sub-navigation between the explore sections; scrolls sideways on a phone. */
export function ExploreNav() {
  return (
    <nav aria-label="Explore sections" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex w-max gap-1 border-b pb-2">
        {sections.map(({ to, label }) => (
          <li key={to}>
            <Link
              to={to}
              className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[status=active]:bg-secondary data-[status=active]:text-foreground"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
