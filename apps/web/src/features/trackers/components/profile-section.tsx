import { useUserAccountStore } from '@/stores/user-account-store';
import { useMedicalProfile } from '../api/trackers';
import { type EditableSectionProps, TrackerSection } from './form-bits';
import { FormLauncher, lazyForm } from './form-launcher';

const profileForm = lazyForm(() => import('./profile-form').then((m) => m.ProfileForm));

/**
 * Blood group, height, weight (in the settings' units; stored in cm and kg) and activity level:
 * the blood group and activity level in a line (height and weight are in today's overview), and
 * the form that edits them all.
 */
export function ProfileSection({ level = 2, formOpen = false }: EditableSectionProps) {
  const units = useUserAccountStore((s) => s.settings.units);
  const { data: profile, isPending } = useMedicalProfile();
  return (
    <TrackerSection id="trackers-profile" level={level} title="Health profile">
      {isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        <>
          <p className="text-sm" data-testid="profile-summary">
            Blood group: {profile?.bloodGroup ?? 'not known'} · Activity level:{' '}
            {profile?.activityLevel ?? 'not set'}
          </p>
          <FormLauncher
            label="Edit health profile"
            preload={profileForm.preload}
            defaultOpen={formOpen}
          >
            {/* Re-mounted when the profile or the units change, so the fields show the new values. */}
            <profileForm.Form
              key={`${profile?.id ?? 'new'}-${units.height}-${units.weight}`}
              profile={profile ?? null}
              units={units}
            />
          </FormLauncher>
        </>
      )}
    </TrackerSection>
  );
}
