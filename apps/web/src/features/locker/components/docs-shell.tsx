import { Link, useRouterState } from '@tanstack/react-router';
import { FolderIcon, SearchIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useSubscriptionCheck } from '../api/get-subscription-check';
import { lockerErrorMessage } from '../lib/locker-errors';
import { LoadingBars } from './locker-skeleton';
import { SubscriptionRequired } from './subscription-required';
import { UsageBar } from './usage-bar';

type Tab = 'files' | 'shared' | 'search' | 'trash';

function currentTab(pathname: string, show: unknown): Tab {
  if (/\/docs\/search(\/|$)/.test(pathname)) return 'search';
  if (show === 'trash' || show === 'shared') return show;
  return 'files';
}

const tabClass = (active: boolean) =>
  cn(
    'inline-flex shrink-0 items-center gap-2 border-b-2 whitespace-nowrap px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    active
      ? 'border-primary text-foreground'
      : 'border-transparent text-muted-foreground hover:text-foreground',
  );

/** The tabs in order; `open` ones show without a Medilocker plan. */
const docsTabs = [
  { tab: 'files', label: 'Files', icon: FolderIcon, to: '/$username/docs', search: {}, open: true },
  {
    tab: 'shared',
    label: 'Shared with me',
    icon: UsersIcon,
    to: '/$username/docs',
    search: { show: 'shared' },
    open: true,
  },
  {
    tab: 'search',
    label: 'Search',
    icon: SearchIcon,
    to: '/$username/docs/search/files',
    search: undefined,
    open: false,
  },
  {
    tab: 'trash',
    label: 'Trash',
    icon: Trash2Icon,
    to: '/$username/docs',
    search: { show: 'trash' },
    open: false,
  },
] as const;

/**
 * The locker's column and title, the storage used beside it (`usage`), the page below
 * (`children`); without them, the page's prerendered frame (src/prerender/route-frames.tsx).
 */
export function DocsFrame({ usage, children }: { usage?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My documents</h1>
          <p className="text-sm text-muted-foreground">
            Your private medical locker: prescriptions, lab reports and scans.
          </p>
        </div>
        {usage}
      </div>
      {children}
    </div>
  );
}

/**
 * The frame of every /{username}/docs page: title, storage used, Files · Shared with me · Search ·
 * Trash. The locker needs an active Medilocker plan; without one the member is sent to the plans
 * instead, but still sees what others share with them (that needs no plan).
 */
export function DocsShell({
  ownerId,
  username,
  children,
}: {
  ownerId: string;
  username: string;
  children: ReactNode;
}) {
  const subscription = useSubscriptionCheck();
  const location = useRouterState({ select: (s) => s.location });
  const show = (location.search as Record<string, unknown>).show;
  const tab = currentTab(location.pathname, show);
  const atRoot = /\/docs\/?$/.test(location.pathname);

  return (
    <DocsFrame usage={subscription.data?.mediLockerActivated && <UsageBar ownerId={ownerId} />}>
      {subscription.isPending && (
        <LoadingBars className="flex flex-col gap-3" bars={['h-10 w-full', 'h-40 w-full']} />
      )}
      {subscription.isError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          Could not check your Medilocker subscription: {lockerErrorMessage(subscription.error)}
        </p>
      )}
      {subscription.data && (
        <>
          <nav
            aria-label="Documents sections"
            // Scrolls sideways on phones (no tab clipped); inline-size containment keeps the page narrow.
            className="-mb-2 flex overflow-x-auto border-b [contain:inline-size]"
          >
            {docsTabs
              .filter((t) => t.open || subscription.data.mediLockerActivated)
              .map(({ tab: id, label, icon: Icon, to, search }) => (
                <Link
                  key={id}
                  to={to}
                  params={{ username }}
                  search={search}
                  // The files tab is current at the locker's root only (a folder is a page below).
                  aria-current={tab === id && (id !== 'files' || atRoot) ? 'page' : undefined}
                  className={tabClass(tab === id)}
                >
                  <Icon className="size-4" aria-hidden />
                  {label}
                </Link>
              ))}
          </nav>
          {subscription.data.mediLockerActivated || (tab === 'shared' && atRoot) ? (
            children
          ) : (
            <SubscriptionRequired />
          )}
        </>
      )}
    </DocsFrame>
  );
}
