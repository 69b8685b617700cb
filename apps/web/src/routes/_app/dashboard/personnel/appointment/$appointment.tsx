import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  personnelAppointmentQueryOptions,
  usePersonnelAppointment,
} from '@/features/appointments/api/get-personnel-appointment';
import { AppointmentDetail } from '@/features/appointments/components/appointment-detail';
import { appointmentIdParams } from '@/features/appointments/lib/search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/personnel/appointment/{id}: one of the personnel's bookings. */
export const Route = createFileRoute('/_app/dashboard/personnel/appointment/$appointment')({
  params: appointmentIdParams,
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
