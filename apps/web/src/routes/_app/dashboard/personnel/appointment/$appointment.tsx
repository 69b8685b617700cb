import { createFileRoute } from '@tanstack/react-router';
import {
  personnelAppointmentQueryOptions,
  usePersonnelAppointment,
} from '@/features/appointments/api/get-personnel-appointment';
import { AppointmentDetail } from '@/features/appointments/components/appointment-detail';
import { appointmentIdParams } from '@/features/appointments/lib/search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { requireFound } from '@/lib/route-checks';

/** /dashboard/personnel/appointment/{id}: one of the personnel's bookings. */
export const Route = createFileRoute('/_app/dashboard/personnel/appointment/$appointment')({
  params: appointmentIdParams,
  loader: async ({ context: { queryClient }, params }) => {
    await requireFound(
      queryClient.ensureQueryData(personnelAppointmentQueryOptions(params.appointment)),
    );
  },
  component: AppointmentPage,
});

function AppointmentPage() {
  const { appointment } = Route.useParams();
  const { data } = usePersonnelAppointment(appointment);
  useDocumentTitle('Appointment');
  return data ? <AppointmentDetail appointment={data} /> : null;
}
