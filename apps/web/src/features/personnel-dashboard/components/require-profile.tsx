import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MyPersonnelProfile } from '../api/get-my-personnel-profile';
import { useDashboardProfile } from '../api/use-dashboard-profile';

/** Renders the page for the signed-in personnel's profile, or says how to create one. */
export function RequireProfile({
  children,
}: {
  children: (profile: MyPersonnelProfile) => ReactNode;
}) {
  const profile = useDashboardProfile();
  if (profile) return children(profile);
  return <NoProfileYet after="to manage appointments and availability." />;
}

/** Said where a page needs the personnel's profile and there is none: a link to create it. */
export function NoProfileYet({ after }: { after: string }) {
  return (
    <div role="status" className="rounded-lg border border-dashed p-6 text-sm">
      <p className="font-medium">You have no personnel profile yet.</p>
      <p className="text-muted-foreground">
        <Link to="/dashboard/personnel/add-new-profile" className="underline">
          Create your profile
        </Link>{' '}
        {after}
      </p>
    </div>
  );
}
