import { createFileRoute } from '@tanstack/react-router';
import { QuestionsInbox } from '@/features/personnel-dashboard/components/questions-inbox';
import { RequireProfile } from '@/features/personnel-dashboard/components/require-profile';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/dashboard/personnel/ask-your-doctor')({
  component: QuestionsPage,
});

function QuestionsPage() {
  useDocumentTitle('Questions By User');
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Questions By User</h1>
      <RequireProfile>{(profile) => <QuestionsInbox personnelId={profile.id} />}</RequireProfile>
    </>
  );
}
