import { BellIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { AppLink } from '@/components/app-link';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu-impl';
import { isNavTargetBuilt, navHref } from '@/lib/nav-targets';
import { UserMenuButton, type UserMenuProps } from './user-menu';

/** The user menu itself, loaded by user-menu.tsx when the member reaches for it. */
export default function UserMenuDropdown({
  user,
  fullName,
  initials,
  isMobile,
  unreadNotifications = null,
  avatarUrl = null,
  onLogout,
  defaultOpen,
}: UserMenuProps & { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton
          user={user}
          fullName={fullName}
          initials={initials}
          unreadNotifications={unreadNotifications}
          avatarUrl={avatarUrl}
        />
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
              {unreadNotifications && (
                <span className="ml-auto text-xs text-muted-foreground">
                  {unreadNotifications} unread
                </span>
              )}
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
  );
}
