import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUserAccountStore } from '@/stores/user-account-store';
import { AllergiesSection } from './allergies-section';
import { ProfileSection } from './profile-section';

/**
 * §2 /{username}/edit/medical-profile: the member's health profile (blood group, height, weight,
 * activity level: the §7 medical_profile) and allergies, in the units of the system preferences.
 */
export function MedicalProfilePage({ username }: { username: string }) {
  useDocumentTitle('Medical profile');
  const units = useUserAccountStore((s) => s.settings.units);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">Medical profile</h2>
        <p className="text-sm text-muted-foreground">
          Heights in {units.height === 'cm' ? 'centimetres' : 'feet and inches'}, weights in{' '}
          {units.weight === 'kg' ? 'kilograms' : 'pounds'} (change them in{' '}
          <Link
            to="/$username/edit/system-preferences"
            params={{ username }}
            className="underline underline-offset-4"
          >
            System preferences
          </Link>
          ). Your readings, goals and alerts are in{' '}
          <Link to="/trackers" className="underline underline-offset-4">
            Trackers
          </Link>
          .
        </p>
      </div>
      <ProfileSection level={3} formOpen />
      <AllergiesSection level={3} formOpen />
    </div>
  );
}
