import { Card, CardContent } from '@/components/ui/card';
import { formatPaise } from '@/lib/format';
import { useOperations } from '../api/admin-operations';
import { AdminPageHeader, QueryState } from './admin-page-parts';
import { DailyChart } from './daily-chart';

/** §2 /admin/operations: the last 90 days per day, and what waits in the queues. */
export function AdminOperationsPage() {
  const ops = useOperations();
  const days = ops.data?.days ?? [];
  const series = (pick: (d: (typeof days)[number]) => number) =>
    days.map((d) => ({ day: d.day, value: pick(d) }));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Operations"
        about="Sign-ups, bookings, orders, revenue and failed logins per day over the last 90 days (UTC days), and the open queues."
      />
      <QueryState pending={ops.isPending} error={ops.error} />
      {ops.data && (
        <>
          <section aria-labelledby="queues-heading" className="flex flex-col gap-3">
            <h2 id="queues-heading" className="text-lg font-semibold">
              Open queues
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {ops.data.queues.map((q) => (
                <li key={q.queue}>
                  <Card>
                    <CardContent className="flex flex-col gap-1 pt-6">
                      <span className="text-3xl font-semibold tabular-nums">{q.open}</span>
                      <span className="text-sm text-muted-foreground">{q.label}</span>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            <DailyChart title="Sign-ups" points={series((d) => d.signups)} />
            <DailyChart title="Bookings" points={series((d) => d.bookings)} />
            <DailyChart title="Orders" points={series((d) => d.orders)} />
            <DailyChart
              title="Revenue"
              points={series((d) => d.revenuePaise)}
              format={formatPaise}
            />
            <DailyChart title="Failed logins" points={series((d) => d.failedLogins)} />
          </div>
        </>
      )}
    </div>
  );
}
