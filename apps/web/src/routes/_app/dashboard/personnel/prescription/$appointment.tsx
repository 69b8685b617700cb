import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  personnelAppointmentQueryOptions,
  usePersonnelAppointment,
} from '@/features/appointments/api/get-personnel-appointment';
import { prescriptionQueryOptions } from '@/features/appointments/api/get-prescription';
import { PrescriptionPage } from '@/features/appointments/components/prescription-page';
import { appointmentIdParams } from '@/features/appointments/lib/search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/personnel/prescription/{id}: write or amend the booking's prescription (§2 form). */
export const Route = createFileRoute('/_app/dashboard/personnel/prescription/$appointment')({
  params: appointmentIdParams,
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
