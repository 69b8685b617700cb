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
import { cn } from '@/lib/utils';

/** Sections whose pages carry no bottom bar (they have their own navigation or a task flow). */
const HIDDEN_UNDER = ['/dashboard', '/admin', '/checkout'];

export function showsBottomBar(pathname: string): boolean {
  return !HIDDEN_UNDER.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** §2: the phone bottom bar on main pages: Home, Explore, Store, Booking, Trackers, Profile. */
export function BottomBar({ username }: { username: string }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!showsBottomBar(pathname)) return null;
  const profile = `/${encodeURIComponent(username)}`;
  const items = [
    { title: 'Home', href: '/', icon: HouseIcon, match: (p: string) => p === '/' },
    {
      title: 'Explore',
      href: '/explore/doctors',
      icon: CompassIcon,
      match: (p: string) => p.startsWith('/explore'),
    },
    {
      title: 'Store',
      href: '/store/products',
      icon: ShoppingBagIcon,
      match: (p: string) => p.startsWith('/store'),
    },
    {
      title: 'Booking',
      href: '/booking-enquiry',
      icon: CalendarPlusIcon,
      match: (p: string) => p.startsWith('/booking-enquiry'),
    },
    {
      title: 'Trackers',
      href: '/trackers',
      icon: ActivityIcon,
      match: (p: string) => p.startsWith('/trackers'),
    },
    {
      title: 'Profile',
      href: profile,
      icon: UserRoundIcon,
      match: (p: string) => p === profile || p.startsWith(`${profile}/`),
    },
  ];
  return (
    <nav
      aria-label="Main sections"
      className="fixed inset-x-0 bottom-0 z-20 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-6">
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
