import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { myEditableProfileQueryOptions } from '@/features/personnel-dashboard/api/profile-editing';
import { CreateProfileForm } from '@/features/personnel-dashboard/components/create-profile-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/personnel/add-new-profile: create the personnel's own profile (once). */
export const Route = createFileRoute('/_app/dashboard/personnel/add-new-profile')({
  loader: async ({ context: { queryClient, userId } }) => {
    const existing = await queryClient.ensureQueryData(myEditableProfileQueryOptions(userId));
    if (existing) throw redirect({ to: '/dashboard/personnel/profile', replace: true });
  },
  component: AddNewProfilePage,
});

function AddNewProfilePage() {
  useDocumentTitle('Create your profile');
  const navigate = Route.useNavigate();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">Create your profile</h1>
      <p className="text-sm text-muted-foreground">
        Members find and book you through your profile. Start with your profession and name; you can
        then add your specializations, fees, education and more, and publish it.{' '}
        <Link to="/dashboard/personnel/appointments" className="underline">
          Back to the dashboard
        </Link>
      </p>
      <CreateProfileForm
        userId={user.id}
        defaultName={[user.firstName, user.lastName].filter(Boolean).join(' ')}
        onCreated={() =>
          void navigate({ to: '/dashboard/personnel/profile', search: { tab: 'about' } })
        }
      />
    </div>
  );
}
