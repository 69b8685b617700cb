import type { SessionUser } from '@athcare/shared/auth.schema';
import { useRouterState } from '@tanstack/react-router';
import {
  BellIcon,
  CalendarCheckIcon,
  CalendarClockIcon,
  ChevronsUpDownIcon,
  FileTextIcon,
  HouseIcon,
  LogOutIcon,
  MessageCircleQuestionIcon,
  ShoppingBagIcon,
  UserCogIcon,
  UserIcon,
  UserRoundIcon,
} from 'lucide-react';
import { AppLink } from '@/components/app-link';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { isNavTargetBuilt, navHref } from '@/lib/nav-targets';
import { SidebarThemeSwitch } from './sidebar-theme-switch';

export interface NavItem {
  title: string;
  href: string;
  icon: typeof HouseIcon;
}

export function personnelDashboardItems(): NavItem[] {
  return [
    { title: 'Appointments', href: '/dashboard/personnel/appointments', icon: CalendarCheckIcon },
    { title: 'Book Slots', href: '/dashboard/personnel/book-slots', icon: CalendarClockIcon },
    {
      title: 'Questions By User',
      href: '/dashboard/personnel/ask-your-doctor',
      icon: MessageCircleQuestionIcon,
    },
    { title: 'Profile', href: '/dashboard/personnel/profile', icon: UserCogIcon },
  ];
}

export function initials(user: Pick<SessionUser, 'firstName' | 'lastName' | 'username'>): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.username.slice(0, 2)).toUpperCase();
}

function NavLinkItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const active =
    item.href === '/'
      ? pathname === '/'
      : pathname === item.href || pathname.startsWith(`${item.href}/`);
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
        <AppLink
          href={item.href}
          aria-current={active ? 'page' : undefined}
          onClick={() => {
            if (isMobile) setOpenMobile(false);
          }}
        >
          <Icon aria-hidden />
          <span>{item.title}</span>
        </AppLink>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/** §2 Navigation: brand, Home, Profile (Summary, Docs), Store, the personnel group, theme, user menu. */
export function AppSidebar({
  user,
  isPersonnel,
  personnelTypeName,
  onLogout,
}: {
  user: SessionUser;
  isPersonnel: boolean;
  personnelTypeName: string | null;
  onLogout: () => void;
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { isMobile, setOpenMobile } = useSidebar();
  const profile = `/${encodeURIComponent(user.username)}`;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <Sidebar collapsible="icon">
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild size="lg" tooltip="Athcare home">
              <AppLink href="/" onClick={() => isMobile && setOpenMobile(false)}>
                <img
                  src="/logo.svg"
                  alt=""
                  width={32}
                  height={32}
                  className="size-8 shrink-0 rounded-lg"
                />
                <span className="flex flex-col leading-tight">
                  <span className="font-semibold">Athcare</span>
                  <span className="text-xs text-sidebar-foreground/80">Health &amp; wellness</span>
                </span>
              </AppLink>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>

      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupContent>
            <SidebarMenu>
              <NavLinkItem
                item={{ title: 'Home', href: '/', icon: HouseIcon }}
                pathname={pathname}
              />
            </SidebarMenu>
          </SidebarGroupContent>
        </SidebarGroup>
        <SidebarGroup>
          <SidebarGroupLabel>Profile</SidebarGroupLabel>
          <SidebarGroupContent>
            <SidebarMenu>
              <NavLinkItem
                item={{ title: 'Summary', href: profile, icon: UserRoundIcon }}
                pathname={pathname}
              />
              <NavLinkItem
                item={{ title: 'Docs', href: `${profile}/docs`, icon: FileTextIcon }}
                pathname={pathname}
              />
            </SidebarMenu>
          </SidebarGroupContent>
        </SidebarGroup>
        {isNavTargetBuilt('store') && (
          <SidebarGroup>
            <SidebarGroupContent>
              <SidebarMenu>
                <NavLinkItem
                  item={{ title: 'Store', href: navHref('store'), icon: ShoppingBagIcon }}
                  pathname={pathname}
                />
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        )}
        {isPersonnel && (
          <SidebarGroup>
            <SidebarGroupLabel>{`${personnelTypeName ?? 'Personnel'} Dashboard`}</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                {personnelDashboardItems().map((item) => (
                  <NavLinkItem key={item.href} item={item} pathname={pathname} />
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        )}
      </SidebarContent>

      <SidebarFooter>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarThemeSwitch />
          </SidebarMenuItem>
          <SidebarMenuItem>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <SidebarMenuButton
                  size="lg"
                  aria-label={`User menu for ${fullName || user.username}`}
                >
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-sidebar-primary text-xs font-semibold text-sidebar-primary-foreground"
                  >
                    {initials(user)}
                  </span>
                  <span className="grid flex-1 text-left text-sm leading-tight">
                    <span className="truncate font-medium">{fullName || user.username}</span>
                    <span className="truncate text-xs">{user.email}</span>
                  </span>
                  <ChevronsUpDownIcon className="ml-auto" aria-hidden />
                </SidebarMenuButton>
              </DropdownMenuTrigger>
              <DropdownMenuContent
                className="w-(--radix-dropdown-menu-trigger-width) min-w-56"
                side={isMobile ? 'bottom' : 'right'}
                align="end"
              >
                <DropdownMenuLabel className="font-normal">
                  <span className="block truncate font-medium">{fullName || user.username}</span>
                  <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuGroup>
                  {isNavTargetBuilt('accountProfile') && (
                    <DropdownMenuItem asChild>
                      <AppLink href={navHref('accountProfile', user.username)}>
                        <UserIcon aria-hidden />
                        Account
                      </AppLink>
                    </DropdownMenuItem>
                  )}
                  <DropdownMenuItem asChild>
                    <AppLink href={navHref('notificationSettings', user.username)}>
                      <BellIcon aria-hidden />
                      Notifications
                    </AppLink>
                  </DropdownMenuItem>
                </DropdownMenuGroup>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={onLogout}>
                  <LogOutIcon aria-hidden />
                  Log out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
