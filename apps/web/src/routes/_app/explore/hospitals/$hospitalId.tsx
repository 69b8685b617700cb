import { createFileRoute } from '@tanstack/react-router';
import { hospitalQueryOptions, useHospital } from '@/features/explore/api/get-hospital';
import { HospitalDetailView } from '@/features/explore/components/hospital-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { positiveIdParams, requireFound } from '@/lib/route-checks';
import { WishlistButton } from '@/features/store/components/wishlist-button';
import { BookRoomLauncher } from '@/features/vendors/components/book-room-launcher';
import { useSessionStore } from '@/stores/session-store';

export const Route = createFileRoute('/_app/explore/hospitals/$hospitalId')({
  params: positiveIdParams('hospitalId'),
  loader: async ({ context: { queryClient }, params }) => {
    await requireFound(queryClient.ensureQueryData(hospitalQueryOptions(params.hospitalId)));
  },
  component: HospitalRoute,
});

function HospitalRoute() {
  const { hospitalId } = Route.useParams();
  const { data: hospital } = useHospital(hospitalId);
  const userId = useSessionStore((s) => s.user?.id ?? null);
  useDocumentTitle(hospital ? `${hospital.name} · Hospitals` : 'Hospital');
  return hospital ? (
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
  ) : null;
}
