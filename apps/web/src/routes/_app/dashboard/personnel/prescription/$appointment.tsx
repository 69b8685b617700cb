import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import {
  personnelAppointmentQueryOptions,
  usePersonnelAppointment,
} from '@/features/appointments/api/get-personnel-appointment';
import { prescriptionQueryOptions } from '@/features/appointments/api/get-prescription';
import { PrescriptionPage } from '@/features/appointments/components/prescription-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

const paramsSchema = z.object({ appointment: z.coerce.number().int().positive() });

/** /dashboard/personnel/prescription/{id}: write or amend the booking's prescription (§2 form). */
export const Route = createFileRoute('/_app/dashboard/personnel/prescription/$appointment')({
  // The loader's data code loads with the page, not with the app's first load (login budget).
  codeSplitGroupings: [['loader', 'component']],
  params: {
    parse: (raw) => {
      const parsed = paramsSchema.safeParse(raw);
      if (!parsed.success) throw notFound();
      return parsed.data;
    },
    stringify: ({ appointment }) => ({ appointment: String(appointment) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    const [row] = await Promise.all([
      queryClient.ensureQueryData(personnelAppointmentQueryOptions(params.appointment)),
      queryClient.ensureQueryData(prescriptionQueryOptions(params.appointment)),
    ]);
    if (!row) throw notFound();
  },
  component: PrescriptionRoute,
});

function PrescriptionRoute() {
  const { appointment } = Route.useParams();
  const navigate = Route.useNavigate();
  const { data } = usePersonnelAppointment(appointment);
  useDocumentTitle('Prescription');
  if (!data) return null;
  return (
    <PrescriptionPage
      appointment={data}
      onDone={() =>
        void navigate({
          to: '/dashboard/personnel/appointment/$appointment',
          params: { appointment },
        })
      }
    />
  );
}
