import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & {
  href: string;
  children?: ComponentProps<'a'>['children'];
};

/**
 * A client-side link to a path that other features are still adding (their route files are not in
 * the route tree yet, so Link's typed `to` would reject them). Same behaviour as Link: intent
 * preloading, no full reload. Swap to a typed <Link to=… params=…> once the route exists.
 */
export function AppLink({ href, ...props }: AppLinkProps) {
  // The cast only widens the typed route union; the router resolves the path at run time.
  return <Link to={href as '/'} {...props} />;
}
