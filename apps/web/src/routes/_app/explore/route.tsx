import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ExploreFrame } from '@/features/explore/components/explore-nav';

/** /explore/…: the explore sections share a sub-navigation. */
export const Route = createFileRoute('/_app/explore')({
  component: ExploreLayout,
});

function ExploreLayout() {
  return (
    <ExploreFrame>
      <Outlet />
    </ExploreFrame>
  );
}
