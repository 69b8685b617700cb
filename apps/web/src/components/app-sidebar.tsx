import type { SessionUser } from '@athcare/shared/auth.schema';
import { useRouterState } from '@tanstack/react-router';
import {
  BriefcaseMedicalIcon,
  CalendarCheckIcon,
  CalendarClockIcon,
  FileTextIcon,
  HistoryIcon,
  HouseIcon,
  MessageCircleQuestionIcon,
  ShoppingBagIcon,
  UserCogIcon,
  UserRoundIcon,
  UsersRoundIcon,
} from 'lucide-react';
import { AppLink } from '@/components/app-link';
import { useShellText } from '@/lib/shell-messages';
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
import { UserMenu } from './user-menu';

export interface NavItem {
  title: string;
  href: string;
  icon: typeof HouseIcon;
}

export function personnelDashboardItems(): NavItem[] {
  return [
    { title: 'Appointments', href: '/dashboard/personnel/appointments', icon: CalendarCheckIcon },
    { title: 'Book Slots', href: '/dashboard/personnel/book-slots', icon: CalendarClockIcon },
    { title: 'My Cases', href: '/dashboard/personnel/cases', icon: BriefcaseMedicalIcon },
    {
      title: 'Questions By User',
      href: '/dashboard/personnel/ask-your-doctor',
      icon: MessageCircleQuestionIcon,
    },
    { title: 'Profile', href: '/dashboard/personnel/profile', icon: UserCogIcon },
    { title: 'Add New Vendor', href: '/dashboard/personnel/add-new-vendor', icon: UserCogIcon },
  ];
}

/** The vendor dashboard's entry, for users with the vendor role. */
export function vendorDashboardItems(): NavItem[] {
  return [{ title: 'Vendor Dashboard', href: '/dashboard/vendor', icon: UserCogIcon }];
}

/** The paramedic dashboard's entry (§2 /dashboard/paramedic/), for paramedics. */
export function paramedicDashboardItems(): NavItem[] {
  return [{ title: 'Paramedic Dashboard', href: '/dashboard/paramedic', icon: UserCogIcon }];
}

export function initials(user: Pick<SessionUser, 'firstName' | 'lastName' | 'username'>): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.username.slice(0, 2)).toUpperCase();
}

function NavLinkItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const t = useShellText();
  const active =
    item.href === '/'
      ? pathname === '/'
      : pathname === item.href || pathname.startsWith(`${item.href}/`);
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={t(item.title)}>
        <AppLink
          href={item.href}
          aria-current={active ? 'page' : undefined}
          onClick={() => {
            if (isMobile) setOpenMobile(false);
          }}
        >
          <Icon aria-hidden />
          <span>{t(item.title)}</span>
        </AppLink>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/**
 * The sidebar's head: the logo and name, linking home. The app's sidebar and a page's prerendered
 * frame (src/prerender/route-frames.tsx) both show it.
 */
export function AppSidebarBrand({ onClick }: { onClick?: () => void }) {
  return (
    <SidebarHeader>
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton asChild size="lg" tooltip="Athcare home">
            <AppLink href="/" onClick={onClick}>
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
  );
}

/** §2 Navigation: brand, Home, Profile (Summary, Docs), Store, Social, the personnel group, theme, user menu. */
export function AppSidebar({
  user,
  isPersonnel,
  personnelTypeName,
  unreadNotifications = null,
  avatarUrl = null,
  onLogout,
}: {
  user: SessionUser;
  isPersonnel: boolean;
  personnelTypeName: string | null;
  /** Unread notifications ("3", "99+"), shown on the user menu; null for none. */
  unreadNotifications?: string | null;
  /** The member's photo address, shown on the user menu; null for the initials. */
  avatarUrl?: string | null;
  onLogout: () => void;
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { isMobile, setOpenMobile } = useSidebar();
  const profile = `/${encodeURIComponent(user.username)}`;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const roleItems = [
    ...(user.appRoles.includes('vendor') ? vendorDashboardItems() : []),
    ...(user.appRoles.includes('paramedic') ? paramedicDashboardItems() : []),
  ];

  return (
    <Sidebar collapsible="icon">
      <AppSidebarBrand onClick={() => isMobile && setOpenMobile(false)} />

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
              <NavLinkItem
                item={{ title: 'History', href: `${profile}/history`, icon: HistoryIcon }}
                pathname={pathname}
              />
              <NavLinkItem
                // The medical kit already drawn for My Cases: no icon of its own in the shell's bundle.
                item={{
                  title: 'Ambulance',
                  href: `${profile}/ambulance`,
                  icon: BriefcaseMedicalIcon,
                }}
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
        {isNavTargetBuilt('social') && (
          <SidebarGroup>
            <SidebarGroupContent>
              <SidebarMenu>
                <NavLinkItem
                  item={{ title: 'Social', href: navHref('social'), icon: UsersRoundIcon }}
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
        {roleItems.length > 0 && (
          <SidebarGroup>
            <SidebarGroupLabel>Dashboards</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                {roleItems.map((item) => (
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
            <UserMenu
              user={user}
              fullName={fullName}
              initials={initials(user)}
              isMobile={isMobile}
              unreadNotifications={unreadNotifications}
              avatarUrl={avatarUrl}
              onLogout={onLogout}
            />
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
