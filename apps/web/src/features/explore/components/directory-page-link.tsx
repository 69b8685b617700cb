import { Link } from '@tanstack/react-router';
import type { DoctorsSearch } from '../lib/doctor-search-params';
import type { PersonnelsSearch } from '../lib/personnel-search-params';
import type { PageLinkProps } from './pagination';

type DirectoryPage =
  | { to: '/explore/doctors'; search: DoctorsSearch }
  | { to: '/explore/personnels'; search: PersonnelsSearch };

/**
 * DoctorResults' renderPageLink for a directory page: the same search on another page (page 1
 * leaves the number out of the address).
 */
export function directoryPageLink(directory: DirectoryPage) {
  return function renderPageLink(page: number, { className, rel, children }: PageLinkProps) {
    return (
      <Link
        to={directory.to}
        search={{ ...directory.search, page: page === 1 ? undefined : page }}
        className={className}
        rel={rel}
      >
        {children}
      </Link>
    );
  };
}
