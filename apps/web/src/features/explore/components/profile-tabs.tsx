import { Link, useNavigate } from '@tanstack/react-router';
import { Fragment, type KeyboardEvent, type ReactNode, useRef } from 'react';
import { type ProfileTab, profileTabs } from '../lib/doctor-search-params';
import type { DirectoryKind } from './doctor-card';

export const profileTabLabels: Record<ProfileTab, string> = {
  overview: 'Overview',
  services: 'Services and fees',
  experience: 'Experience and education',
  reviews: 'Reviews',
  questions: 'Questions',
  slots: 'Available slots',
};

export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

const tabClass =
  'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-selected:bg-secondary aria-selected:text-foreground';

/**
 * The profile's tabs are links that change ?tab= (so a link or Back restores the tab), with the
 * ARIA tabs pattern on top: one tab stop, arrow keys / Home / End move and open the next tab.
 */
export function ProfileTabs({
  kind,
  id,
  active,
}: {
  kind: DirectoryKind;
  id: number;
  active: ProfileTab;
}) {
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  const go = (tab: ProfileTab) => {
    const search = { tab: tab === 'overview' ? undefined : tab };
    void (kind === 'doctor'
      ? navigate({ to: '/explore/doctors/$doctorId', params: { doctorId: id }, search })
      : navigate({
          to: '/explore/personnels/$personnelId',
          params: { personnelId: id },
          search,
        }));
    listRef.current?.querySelector<HTMLElement>(`#${tabId(tab)}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = profileTabs.indexOf(active);
    const last = profileTabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = profileTabs[target];
    if (tab) go(tab);
  };
  const link = (tab: ProfileTab, children: ReactNode) => {
    const common = {
      id: tabId(tab),
      role: 'tab',
      'aria-selected': tab === active,
      'aria-controls': panelId(tab),
      tabIndex: tab === active ? 0 : -1,
      className: tabClass,
      search: { tab: tab === 'overview' ? undefined : tab },
      resetScroll: false,
    } as const;
    return kind === 'doctor' ? (
      <Link {...common} to="/explore/doctors/$doctorId" params={{ doctorId: id }}>
        {children}
      </Link>
    ) : (
      <Link {...common} to="/explore/personnels/$personnelId" params={{ personnelId: id }}>
        {children}
      </Link>
    );
  };
  return (
    <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take focus */}
      <div
        ref={listRef}
        role="tablist"
        aria-label="Profile sections"
        className="flex w-max gap-1 border-b pb-2"
        onKeyDown={onKeyDown}
      >
        {profileTabs.map((tab) => (
          <Fragment key={tab}>{link(tab, profileTabLabels[tab])}</Fragment>
        ))}
      </div>
    </div>
  );
}
