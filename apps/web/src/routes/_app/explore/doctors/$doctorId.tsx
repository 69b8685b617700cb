import { createFileRoute } from '@tanstack/react-router';
import {
  personnelProfileQueryOptions,
  usePersonnelProfile,
} from '@/features/explore/api/get-personnel-profile';
import { profileSearchSchema } from '@/features/explore/lib/doctor-search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { positiveIdParams, requireFound } from '@/lib/route-checks';
import { DoctorProfilePage } from '../-components/profile-pages';

/** /explore/doctors/{doctorId}?tab=…: a doctor's profile (preloaded by the loader). */
export const Route = createFileRoute('/_app/explore/doctors/$doctorId')({
  params: positiveIdParams('doctorId'),
  validateSearch: profileSearchSchema,
  loader: async ({ context: { queryClient }, params }) => {
    await requireFound(queryClient.ensureQueryData(personnelProfileQueryOptions(params.doctorId)));
  },
  component: DoctorRoute,
});

function DoctorRoute() {
  const { doctorId } = Route.useParams();
  const { tab } = Route.useSearch();
  const { data: profile } = usePersonnelProfile(doctorId);
  useDocumentTitle(profile ? `${profile.name} · Doctors` : 'Doctor');
  if (!profile) return null;
  return <DoctorProfilePage profile={profile} tab={tab ?? 'overview'} />;
}
