import { createFileRoute } from '@tanstack/react-router';
import {
  personnelProfileQueryOptions,
  usePersonnelProfile,
} from '@/features/explore/api/get-personnel-profile';
import { profileSearchSchema } from '@/features/explore/lib/doctor-search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { positiveIdParams, requireFound } from '@/lib/route-checks';
import { PersonnelProfilePage } from '../-components/profile-pages';

/** /explore/personnels/{personnelId}?tab=…: any personnel's profile. */
export const Route = createFileRoute('/_app/explore/personnels/$personnelId')({
  params: positiveIdParams('personnelId'),
  validateSearch: profileSearchSchema,
  loader: async ({ context: { queryClient }, params }) => {
    await requireFound(
      queryClient.ensureQueryData(personnelProfileQueryOptions(params.personnelId)),
    );
  },
  component: PersonnelRoute,
});

function PersonnelRoute() {
  const { personnelId } = Route.useParams();
  const { tab } = Route.useSearch();
  const { data: profile } = usePersonnelProfile(personnelId);
  useDocumentTitle(profile ? `${profile.name} · Personnel` : 'Personnel');
  if (!profile) return null;
  return <PersonnelProfilePage profile={profile} tab={tab ?? 'overview'} />;
}
