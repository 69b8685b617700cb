import { createFileRoute, redirect } from '@tanstack/react-router';

/** /{username}/edit opens on its first section, the profile. */
export const Route = createFileRoute('/_app/$username/edit/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$username/edit/profile', params, replace: true });
  },
});
