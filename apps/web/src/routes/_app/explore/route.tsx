import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ExploreNav } from '@/features/explore/components/explore-nav';

/** /explore/…: the explore sections share a sub-navigation. */
export const Route = createFileRoute('/_app/explore')({
  component: ExploreLayout,
});

function ExploreLayout() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <ExploreNav />
      <Outlet />
    </div>
  );
}
