import { avatarSrc } from '@athcare/shared/avatar.schema';
import type { SessionUser } from '@athcare/shared/auth.schema';
import { ChevronsUpDownIcon } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { SidebarMenuButton } from '@/components/ui/sidebar';

export interface UserMenuProps {
  user: SessionUser;
  fullName: string;
  initials: string;
  isMobile: boolean;
  /** Unread notifications ("3", "99+"), or null for none. */
  unreadNotifications?: string | null;
  /** The member's photo address, or null: the initials. */
  avatarUrl?: string | null;
  onLogout: () => void;
}

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadDropdown);

/** The user menu's trigger: initials, name and email (the same before and after the menu loads). */
export function UserMenuButton({
  user,
  fullName,
  initials,
  unreadNotifications = null,
  avatarUrl = null,
  ...props
}: Pick<UserMenuProps, 'user' | 'fullName' | 'initials' | 'unreadNotifications' | 'avatarUrl'> &
  ComponentProps<'button'>) {
  const unread = unreadNotifications ? `, ${unreadNotifications} unread notifications` : '';
  return (
    <SidebarMenuButton
      size="lg"
      aria-label={`User menu for ${fullName || user.username}${unread}`}
      {...props}
    >
      <span
        aria-hidden
        className="relative flex size-8 shrink-0 items-center justify-center rounded-lg bg-sidebar-primary text-xs font-semibold text-sidebar-primary-foreground"
      >
        {avatarUrl ? (
          <img
            src={avatarSrc(avatarUrl, 64)}
            alt=""
            data-testid="user-menu-avatar"
            className="size-8 rounded-lg object-cover"
          />
        ) : (
          initials
        )}
        {unreadNotifications && (
          <span
            data-testid="unread-notifications"
            className="absolute -top-1.5 -right-1.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] leading-4 font-semibold text-white"
          >
            {unreadNotifications}
          </span>
        )}
      </span>
      <span className="grid flex-1 text-left text-sm leading-tight">
        <span className="truncate font-medium">{fullName || user.username}</span>
        <span className="truncate text-xs">{user.email}</span>
      </span>
      <ChevronsUpDownIcon className="ml-auto" aria-hidden />
    </SidebarMenuButton>
  );
}

/**
 * §2 the user menu (Account, Notifications, Log out). The menu primitive and its positioning
 * engine load when the member points at or focuses the button (and at the latest when they
 * press it), never with the page: until then the button is a plain one that opens the menu.
 */
export function UserMenu(props: UserMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted) {
    const trigger = <UserMenuButton {...props} aria-haspopup="menu" aria-expanded={false} />;
    return (
      <Suspense fallback={trigger}>
        <UserMenuDropdown {...props} defaultOpen />
      </Suspense>
    );
  }
  const preload = () => void loadDropdown();
  return (
    <UserMenuButton
      {...props}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    />
  );
}
