import { Link } from '@tanstack/react-router';
import { ChevronRightIcon } from 'lucide-react';
import { pathCrumbs } from '../lib/format';

/** Documents › Lab Reports › 2025 — each level a link, the current one marked. */
export function FolderBreadcrumbs({ username, path }: { username: string; path: string }) {
  const crumbs = pathCrumbs(path);
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        <li>
          <Link
            to="/$username/docs"
            params={{ username }}
            className="rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            Documents
          </Link>
        </li>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.splat} className="flex min-w-0 items-center gap-1">
              <ChevronRightIcon className="size-4 shrink-0" aria-hidden />
              {last ? (
                <span aria-current="page" className="block truncate font-medium text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to="/$username/docs/folder/$"
                  params={{ username, _splat: crumb.splat }}
                  className="block truncate rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
