import { createFileRoute, redirect } from '@tanstack/react-router';

/** /store/: the catalogue is the store's front page. */
export const Route = createFileRoute('/_app/store/')({
  beforeLoad: () => {
    throw redirect({ to: '/store/products', replace: true });
  },
});
