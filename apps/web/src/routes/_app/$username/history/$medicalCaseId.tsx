import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { CaseTimeline } from '@/features/history/components/case-timeline';
import { uuidPattern } from '@/features/history/lib/search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /{username}/history/{medicalCaseId}: one case's timeline. */
export const Route = createFileRoute('/_app/$username/history/$medicalCaseId')({
  params: {
    parse: (p) => {
      if (!uuidPattern.test(p.medicalCaseId)) throw notFound();
      return { medicalCaseId: p.medicalCaseId };
    },
    stringify: (p) => p,
  },
  component: CasePage,
});

function CasePage() {
  useDocumentTitle('Case · Medical history');
  const { username, medicalCaseId } = Route.useParams();
  return (
    <>
      <Link to="/$username/history" params={{ username }} className="text-sm underline">
        ← All cases
      </Link>
      <CaseTimeline caseId={medicalCaseId} username={username} viewer="member" />
    </>
  );
}
