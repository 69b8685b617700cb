import { createFileRoute } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { myBookingsQueryOptions } from '@/features/appointments/api/get-my-bookings';
import { MyAppointments } from '@/features/appointments/components/my-appointments';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';

// rx: the booking whose prescription is open, so the link restores it.
const searchSchema = lazySchema(() =>
  z.object({
    rx: optionalSearchParam(z.coerce.number().check(z.int(), z.positive())),
  }),
);

/** /appointments/appointments: the member's upcoming and past appointments. */
export const Route = createFileRoute('/_app/appointments/appointments')({
  validateSearch: searchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(myBookingsQueryOptions());
  },
  component: AppointmentsPage,
});

function AppointmentsPage() {
  useDocumentTitle('My appointments');
  const { rx } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">My appointments</h1>
      <MyAppointments
        prescriptionFor={rx}
        onPrescriptionChange={(id) => void navigate({ search: { rx: id }, replace: true })}
      />
    </div>
  );
}
