import { createFileRoute } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { PersonnelAppointments } from '@/features/appointments/components/personnel-appointments';
import { RequireProfile } from '@/features/personnel-dashboard/components/require-profile';
import { statusFilters } from '@/features/appointments/lib/search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';

// A day (in the schedule's zone) and a status; both survive a reload or a shared link.
const searchSchema = lazySchema(() =>
  z.object({
    date: optionalSearchParam(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    status: optionalSearchParam(z.enum(statusFilters)),
  }),
);

export const Route = createFileRoute('/_app/dashboard/personnel/appointments')({
  validateSearch: searchSchema,
  component: AppointmentsPage,
});

function AppointmentsPage() {
  useDocumentTitle('Appointments');
  const { date, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Appointments</h1>
      <RequireProfile>
        {() => (
          <PersonnelAppointments
            date={date}
            status={status ?? 'all'}
            onFilterChange={(next) =>
              void navigate({
                search: {
                  date: next.date,
                  status: next.status === 'all' ? undefined : next.status,
                },
                replace: true,
              })
            }
          />
        )}
      </RequireProfile>
    </>
  );
}
