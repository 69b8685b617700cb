import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { hospitalQueryOptions, useHospital } from '@/features/explore/api/get-hospital';
import { HospitalDetailView } from '@/features/explore/components/hospital-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { WishlistButton } from '@/features/store/components/wishlist-button';
import { BookRoomLauncher } from '@/features/vendors/components/book-room-launcher';
import { useSessionStore } from '@/stores/session-store';

const paramsSchema = z.object({ hospitalId: z.coerce.number().check(z.int(), z.positive()) });

export const Route = createFileRoute('/_app/explore/hospitals/$hospitalId')({
  params: {
    parse: (raw) => {
      const parsed = paramsSchema.safeParse(raw);
      if (!parsed.success) throw notFound();
      return parsed.data;
    },
    stringify: ({ hospitalId }) => ({ hospitalId: String(hospitalId) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    const hospital = await queryClient.ensureQueryData(hospitalQueryOptions(params.hospitalId));
    if (!hospital) throw notFound();
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
