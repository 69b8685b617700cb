import { nextAmbulanceStatus } from '@athcare/shared/ambulance.schema';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { OpenAllFilter, type OpenOrAll } from '@/components/open-all-filter';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import {
  type AmbulanceRun,
  useAmbulanceRuns,
  useUpdateAmbulanceRun,
} from '../api/ambulance-requests';
import { useLiveAmbulanceRequests } from '../api/live-ambulance-requests';

const statusWords: Record<AmbulanceRun['status'], string> = {
  requested: 'Waiting for an ambulance',
  assigned: 'Assigned',
  en_route: 'En route',
  arrived: 'Arrived',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const actionWords = {
  en_route: 'Start: en route',
  arrived: 'Arrived at pickup',
  completed: 'Complete run',
};

function RunItem({ run }: { run: AmbulanceRun }) {
  const update = useUpdateAmbulanceRun();
  const next = nextAmbulanceStatus[run.status];
  const mapUrl = `https://www.openstreetmap.org/?mlat=${run.pickupLatitude}&mlon=${run.pickupLongitude}#map=16/${run.pickupLatitude}/${run.pickupLongitude}`;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            #{run.id} · {statusWords[run.status]} · {run.ambulanceType}
            {run.ambulance ? ` · ${run.ambulance.registrationNumber}` : ''}
          </p>
          <p className="text-sm break-words text-muted-foreground">
            Pickup: {run.pickupAddress}
            {run.distanceKm !== null
              ? ` · ${run.distanceKm.toFixed(1)} km away when assigned`
              : ''}{' '}
            · {run.contactPhone} ·{' '}
            <a href={mapUrl} target="_blank" rel="noreferrer" className="text-primary underline">
              Map
            </a>
          </p>
          {run.patientNotes ? <p className="text-sm">Notes: {run.patientNotes}</p> : null}
          {run.cancellationReason ? (
            <p className="text-sm">Reason: {run.cancellationReason}</p>
          ) : null}
        </div>
        {next && next in actionWords ? (
          <Button
            size="sm"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { requestId: run.id, status: next },
                { onSuccess: () => toast.success(`Run #${run.id}: ${statusWords[next]}.`) },
              )
            }
          >
            {actionWords[next as keyof typeof actionWords]}
          </Button>
        ) : null}
      </div>
      <FormAlert error={update.error} />
    </li>
  );
}

/**
 * Ambulance runs with their next step (the database allows only the next one): for the paramedic
 * crewing them, or the vendor dispatching its fleet. Live: a change arrives as an event (a slow
 * poll behind it; every 20 s while live events are down).
 */
export function AmbulanceRuns({
  filter,
  label,
}: {
  filter: Record<string, string>;
  label: string;
}) {
  const [show, setShow] = useState<OpenOrAll>('open');
  useLiveAmbulanceRequests();
  const runs = useAmbulanceRuns(filter);
  const shown =
    runs.data?.filter((r) => show === 'all' || !['completed', 'cancelled'].includes(r.status)) ??
    [];
  return (
    <div className="flex flex-col gap-3">
      <OpenAllFilter noun="runs" value={show} onChange={setShow} />
      {runs.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : runs.isError ? (
        <FormAlert error={runs.error} />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No run here.</p>
      ) : (
        <ul className="flex flex-col divide-y" aria-label={label}>
          {shown.map((run) => (
            <RunItem key={run.id} run={run} />
          ))}
        </ul>
      )}
    </div>
  );
}
