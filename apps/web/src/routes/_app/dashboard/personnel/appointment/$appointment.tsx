import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import {
  personnelAppointmentQueryOptions,
  usePersonnelAppointment,
} from '@/features/appointments/api/get-personnel-appointment';
import { AppointmentDetail } from '@/features/appointments/components/appointment-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

const paramsSchema = z.object({ appointment: z.coerce.number().int().positive() });

/** /dashboard/personnel/appointment/{id}: one of the personnel's bookings. */
export const Route = createFileRoute('/_app/dashboard/personnel/appointment/$appointment')({
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
    const row = await queryClient.ensureQueryData(
      personnelAppointmentQueryOptions(params.appointment),
    );
    if (!row) throw notFound();
  },
  component: AppointmentPage,
});

function AppointmentPage() {
  const { appointment } = Route.useParams();
  const { data } = usePersonnelAppointment(appointment);
  useDocumentTitle('Appointment');
  return data ? <AppointmentDetail appointment={data} /> : null;
}
