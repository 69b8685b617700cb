/**
 * The app's navigation targets, and which of them have a page yet. This is the one place that
 * decides whether a sidebar item, bottom-bar item, home card or menu entry for a target is shown:
 * a link to a page that is not built is hidden (no link may lead to Not Found). When a target's
 * page lands, flip its `built` to true here and every link to it appears.
 */
export const navTargets = {
  home: { path: () => '/', built: true },
  exploreDoctors: { path: () => '/explore/doctors', built: true },
  store: { path: () => '/store/products', built: true },
  bookingEnquiry: { path: () => '/booking-enquiry', built: true },
  trackers: { path: () => '/trackers', built: true },
  social: { path: () => '/social', built: true },
  profileSummary: { path: (username: string) => `/${encodeURIComponent(username)}`, built: true },
  docs: { path: (username: string) => `/${encodeURIComponent(username)}/docs`, built: true },
  accountProfile: {
    path: (username: string) => `/${encodeURIComponent(username)}/edit/profile`,
    built: true,
  },
  notificationSettings: {
    path: (username: string) => `/${encodeURIComponent(username)}/edit/notifications`,
    built: true,
  },
} as const;

export type NavTarget = keyof typeof navTargets;

/** Whether links to `target` are shown: its page exists. */
export function isNavTargetBuilt(target: NavTarget): boolean {
  return navTargets[target].built;
}

/** The address of a navigation target (user-scoped ones take the username). */
export function navHref(target: NavTarget, username = ''): string {
  return navTargets[target].path(username);
}
