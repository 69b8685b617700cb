import { createFileRoute } from '@tanstack/react-router';
import { CasesList } from '@/features/history/components/cases-list';
import { historySearchSchema } from '@/features/history/lib/search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /{username}/history: the member's and their family's cases (by persona), filtered and paged. */
export const Route = createFileRoute('/_app/$username/history/')({
  validateSearch: historySearchSchema,
  component: HistoryPage,
});

function HistoryPage() {
  useDocumentTitle('Medical history');
  const { username } = Route.useParams();
  const raw = Route.useSearch();
  const search = { q: raw.q ?? '', status: raw.status ?? 'all', page: raw.page ?? 0 };
  const navigate = Route.useNavigate();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Medical history</h1>
      <CasesList
        username={username}
        search={search}
        onSearch={(next) =>
          void navigate({
            search: {
              q: next.q || undefined,
              status: next.status === 'all' ? undefined : next.status,
              page: next.page || undefined,
            },
            replace: true,
          })
        }
      />
    </>
  );
}
