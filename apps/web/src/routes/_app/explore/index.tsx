import { createFileRoute, redirect } from '@tanstack/react-router';

/** §2: /explore/ redirects to /explore/treatments. */
export const Route = createFileRoute('/_app/explore/')({
  beforeLoad: () => {
    throw redirect({ to: '/explore/treatments', replace: true });
  },
});
