import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import {
  personnelProfileQueryOptions,
  usePersonnelProfile,
} from '@/features/explore/api/get-personnel-profile';
import { BookSlotPanel } from '@/features/appointments/components/book-slot-panel';
import { PersonnelProfileView } from '@/features/explore/components/personnel-profile';
import { profileSearchSchema } from '@/features/explore/lib/doctor-search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';

const paramsSchema = z.object({ personnelId: z.coerce.number().check(z.int(), z.positive()) });

/** /explore/personnels/{personnelId}?tab=…: any personnel's profile. */
export const Route = createFileRoute('/_app/explore/personnels/$personnelId')({
  params: {
    parse: (raw) => {
      const parsed = paramsSchema.safeParse(raw);
      if (!parsed.success) throw notFound();
      return parsed.data;
    },
    stringify: ({ personnelId }) => ({ personnelId: String(personnelId) }),
  },
  validateSearch: profileSearchSchema,
  loader: async ({ context: { queryClient }, params }) => {
    const profile = await queryClient.ensureQueryData(
      personnelProfileQueryOptions(params.personnelId),
    );
    if (!profile) throw notFound();
  },
  component: PersonnelRoute,
});

function PersonnelRoute() {
  const { personnelId } = Route.useParams();
  const { tab } = Route.useSearch();
  const { data: profile } = usePersonnelProfile(personnelId);
  useDocumentTitle(profile ? `${profile.name} · Personnel` : 'Personnel');
  if (!profile) return null;
  return (
    <PersonnelProfileView
      profile={profile}
      tab={tab ?? 'overview'}
      kind="personnel"
      slotsPanel={<BookSlotPanel personnelId={profile.id} personnelName={profile.name} />}
    />
  );
}
