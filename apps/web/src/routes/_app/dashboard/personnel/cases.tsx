import { createFileRoute } from '@tanstack/react-router';
import { MyCases } from '@/features/history/components/my-cases';
import { myCasesSearchSchema } from '@/features/history/lib/search-params';
import { RequireProfile } from '@/features/personnel-dashboard/components/require-profile';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/personnel/cases: "My cases" for case managers (summaries and bookings). */
export const Route = createFileRoute('/_app/dashboard/personnel/cases')({
  validateSearch: myCasesSearchSchema,
  component: MyCasesPage,
});

function MyCasesPage() {
  useDocumentTitle('My cases');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">My cases</h1>
      <RequireProfile>
        {(profile) => (
          <MyCases
            personnelId={profile.id}
            selected={search.case}
            onSelect={(id) => void navigate({ search: { case: id } })}
          />
        )}
      </RequireProfile>
    </>
  );
}
