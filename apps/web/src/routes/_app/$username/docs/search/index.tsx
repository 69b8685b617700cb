import { createFileRoute, redirect } from '@tanstack/react-router';
import { docsSearchSchema } from '@/features/locker/lib/search-params';

/** /{username}/docs/search opens the file search (the criteria carry over). */
export const Route = createFileRoute('/_app/$username/docs/search/')({
  validateSearch: docsSearchSchema,
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/$username/docs/search/files', params, search, replace: true });
  },
});
