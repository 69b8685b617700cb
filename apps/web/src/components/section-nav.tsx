import { Link } from '@tanstack/react-router';
import type { FileRoutesByTo } from '@/routeTree.gen';

export interface SectionNavItem {
  to: keyof FileRoutesByTo;
  label: string;
  /** Only the exact address marks it current (for the area's root page). */
  exact?: boolean;
}

/*
 * The looks an area's navigation takes: `pills`, a row of bordered links that wraps (admin, vendor);
 * `tabs`, underlined tabs that scroll sideways (personnel dashboard); `chips`, quiet links that
 * scroll sideways (settings); `strip`, quiet links on a rule, the current one filled (explore).
 */
const looks = {
  pills: {
    list: 'flex flex-wrap gap-2',
    item: undefined,
    link: 'inline-flex min-h-10 items-center rounded-md border px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
    active: undefined,
  },
  tabs: {
    list: 'flex gap-1 overflow-x-auto border-b pb-px [contain:inline-size]',
    item: 'shrink-0',
    link: '-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    active: 'border-primary text-foreground',
  },
  chips: {
    list: 'flex gap-1 px-1 pb-1',
    item: 'shrink-0',
    link: 'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    active: 'bg-accent text-foreground',
  },
  strip: {
    list: 'flex w-max gap-1 border-b pb-2',
    item: undefined,
    link: 'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[status=active]:bg-secondary data-[status=active]:text-foreground',
    active: undefined,
  },
} as const;

/** An area's pages as a row of links, the current one marked (aria-current="page"). */
export function SectionNav({
  label,
  items,
  look,
  params,
  className,
}: {
  /** The nav landmark's name, e.g. "Admin area". */
  label: string;
  items: readonly SectionNavItem[];
  look: keyof typeof looks;
  /** The path parameters the items' addresses take (e.g. the settings' username). */
  params?: Record<string, string>;
  className?: string;
}) {
  const { list, item, link, active } = looks[look];
  return (
    <nav aria-label={label} className={className}>
      <ul className={list}>
        {items.map(({ to, label: text, exact }) => (
          <li key={to} className={item}>
            <Link
              // The cast only widens the typed route union (items are checked against the route
              // tree above); the router resolves the path and its params at run time.
              to={to as '/'}
              params={params as never}
              activeOptions={{ exact: exact ?? false }}
              className={link}
              activeProps={active ? { className: active, 'aria-current': 'page' } : undefined}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
