import type { HospitalDetail } from '@athcare/shared/hospital.schema';
import { HospitalDetailView } from '@/features/explore/components/hospital-detail';
import { WishlistButton } from '@/features/store/components/wishlist-button';
import { BookRoomLauncher } from '@/features/vendors/components/book-room-launcher';

/**
 * /explore/hospitals/{hospitalId}: the wishlist button, the hospital, and the signed-in member's
 * room booking (`userId`; none in the server's frame of the page, src/prerender/data-frames.tsx).
 */
export function HospitalPage({
  hospital,
  userId,
}: {
  hospital: HospitalDetail;
  userId: string | null;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <WishlistButton
          target={{ type: 'hospital', id: String(hospital.id), title: hospital.name }}
        />
      </div>
      <HospitalDetailView hospital={hospital} />
      {userId && hospital.rooms.length > 0 ? (
        <BookRoomLauncher
          hospitalId={hospital.id}
          hospitalName={hospital.name}
          rooms={hospital.rooms}
          userId={userId}
        />
      ) : null}
    </div>
  );
}
