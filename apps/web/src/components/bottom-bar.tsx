import { useRouterState } from '@tanstack/react-router';
import {
  CalendarPlusIcon,
  CompassIcon,
  HouseIcon,
  ActivityIcon,
  ShoppingBagIcon,
  UserRoundIcon,
} from 'lucide-react';
import { AppLink } from '@/components/app-link';
import { isNavTargetBuilt, navHref, type NavTarget } from '@/lib/nav-targets';
import { cn } from '@/lib/utils';

/** Sections whose pages carry no bottom bar (they have their own navigation or a task flow). */
const HIDDEN_UNDER = ['/dashboard', '/admin', '/checkout'];

export function showsBottomBar(pathname: string): boolean {
  return !HIDDEN_UNDER.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Literal classes, so Tailwind generates them. */
const COLUMNS: Record<number, string> = {
  3: 'grid-cols-3',
  4: 'grid-cols-4',
  5: 'grid-cols-5',
  6: 'grid-cols-6',
};

/** §2: the phone bottom bar on main pages: Home, Explore, Store, Booking, Trackers, Profile. */
export function BottomBar({ username }: { username: string }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!showsBottomBar(pathname)) return null;
  const profile = navHref('profileSummary', username);
  const all = [
    { target: 'home', title: 'Home', icon: HouseIcon, match: (p: string) => p === '/' },
    {
      target: 'exploreDoctors',
      title: 'Explore',
      icon: CompassIcon,
      match: (p: string) => p.startsWith('/explore'),
    },
    {
      target: 'store',
      title: 'Store',
      icon: ShoppingBagIcon,
      match: (p: string) => p.startsWith('/store'),
    },
    {
      target: 'bookingEnquiry',
      title: 'Booking',
      icon: CalendarPlusIcon,
      match: (p: string) => p.startsWith('/booking-enquiry'),
    },
    {
      target: 'trackers',
      title: 'Trackers',
      icon: ActivityIcon,
      match: (p: string) => p.startsWith('/trackers'),
    },
    {
      target: 'profileSummary',
      title: 'Profile',
      icon: UserRoundIcon,
      match: (p: string) => p === profile || p.startsWith(`${profile}/`),
    },
  ] satisfies ({ target: NavTarget; title: string } & Record<string, unknown>)[];
  // Items whose page is not built yet are hidden (lib/nav-targets.ts decides).
  const items = all
    .filter((item) => isNavTargetBuilt(item.target))
    .map((item) => ({ ...item, href: navHref(item.target, username) }));
  return (
    <nav
      aria-label="Main sections"
      className="fixed inset-x-0 bottom-0 z-20 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className={cn('grid', COLUMNS[items.length] ?? 'grid-cols-6')}>
        {items.map(({ title, href, icon: Icon, match }) => {
          const active = match(pathname);
          return (
            <li key={title}>
              <AppLink
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-[0.7rem] font-medium text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  active && 'text-primary',
                )}
              >
                <Icon className="size-5" aria-hidden />
                <span>{title}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
