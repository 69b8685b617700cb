import type { PersonnelFullProfile } from '@athcare/shared/personnel.schema';
import { BookSlotPanel } from '@/features/appointments/components/book-slot-panel';
import { PersonnelProfileView } from '@/features/explore/components/personnel-profile';
import type { ProfileTab } from '@/features/explore/lib/doctor-search-params';
import { WishlistButton } from '@/features/store/components/wishlist-button';

// The profile pages as their routes and their server-rendered frames (src/prerender/data-frames.tsx)
// both show them: one composition, so the frame cannot drift from the page it stands in for.

/** /explore/doctors/{doctorId}: the wishlist button above the doctor's profile. */
export function DoctorProfilePage({
  profile,
  tab,
}: {
  profile: PersonnelFullProfile;
  tab: ProfileTab;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <WishlistButton target={{ type: 'doctor', id: String(profile.id), title: profile.name }} />
      </div>
      <PersonnelProfileView
        profile={profile}
        tab={tab}
        kind="doctor"
        slotsPanel={<BookSlotPanel personnelId={profile.id} personnelName={profile.name} />}
      />
    </div>
  );
}

/** /explore/personnels/{personnelId}: any personnel's profile. */
export function PersonnelProfilePage({
  profile,
  tab,
}: {
  profile: PersonnelFullProfile;
  tab: ProfileTab;
}) {
  return (
    <PersonnelProfileView
      profile={profile}
      tab={tab}
      kind="personnel"
      slotsPanel={<BookSlotPanel personnelId={profile.id} personnelName={profile.name} />}
    />
  );
}
