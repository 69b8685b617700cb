import { createFileRoute, Link, Outlet } from '@tanstack/react-router';

/** /{username}/docs/search/…: files, and medical cases (not built yet). */
export const Route = createFileRoute('/_app/$username/docs/search')({
  component: SearchLayout,
});

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[status=active]:bg-secondary data-[status=active]:text-foreground';

function SearchLayout() {
  const { username } = Route.useParams();
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Search in" className="flex gap-1">
        <Link to="/$username/docs/search/files" params={{ username }} className={tabClass}>
          Files
        </Link>
        <Link to="/$username/docs/search/cases" params={{ username }} className={tabClass}>
          Cases
        </Link>
      </nav>
      <Outlet />
    </div>
  );
}
