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
  return (
    <div role="status" className="rounded-lg border border-dashed p-6 text-sm">
      <p className="font-medium">You have no personnel profile yet.</p>
      <p className="text-muted-foreground">
        <Link to="/dashboard/personnel/add-new-profile" className="underline">
          Create your profile
        </Link>{' '}
        to manage appointments and availability.
      </p>
    </div>
  );
}
