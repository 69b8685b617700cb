import { createFileRoute } from '@tanstack/react-router';
import { MedicalProfilePage } from '@/features/trackers/components/medical-profile-page';

/** /{username}/edit/medical-profile: the health profile and allergies (issue #15). */
export const Route = createFileRoute('/_app/$username/edit/medical-profile')({
  component: function MedicalProfile() {
    const { username } = Route.useParams();
    return <MedicalProfilePage username={username} />;
  },
});
