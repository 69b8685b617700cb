import type { AmbulanceRequest, AmbulanceRequestStatus } from '@athcare/shared/ambulance.schema';
import { CheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ReasonForm } from '@/components/reason-form';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useUpdateAmbulanceRun } from '../api/ambulance-requests';
import { useAmbulanceCrew, useAmbulanceSteps } from '../api/my-ambulance-request';
import { formatDate } from '@/lib/format-date';

const steps = [
  { status: 'requested', label: 'Requested' },
  { status: 'assigned', label: 'Ambulance assigned' },
  { status: 'en_route', label: 'On the way' },
  { status: 'arrived', label: 'Arrived' },
  { status: 'completed', label: 'Completed' },
] as const satisfies readonly { status: AmbulanceRequestStatus; label: string }[];

const headline: Record<AmbulanceRequestStatus, string> = {
  requested: 'Finding an ambulance',
  assigned: 'An ambulance is assigned',
  en_route: 'The ambulance is on its way',
  arrived: 'The ambulance has arrived',
  completed: 'Run completed',
  cancelled: 'Request cancelled',
};

/** The run's steps, each with the time it happened; the current one marked. */
function Steps({ request }: { request: AmbulanceRequest }) {
  const events = useAmbulanceSteps(request.id, request.status);
  const at = new Map((events.data ?? []).map((e) => [e.status, e.at]));
  const reached = steps.findIndex((s) => s.status === request.status);
  return (
    <ol aria-label="Request progress" className="flex flex-col gap-2 sm:flex-row sm:gap-4">
      {steps.map((s, i) => {
        const done = request.status !== 'cancelled' ? i <= reached : at.has(s.status);
        const current = s.status === request.status;
        return (
          <li
            key={s.status}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 text-sm',
              done ? 'text-foreground' : 'text-muted-foreground',
              current && 'font-semibold',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                done && 'border-primary bg-primary text-primary-foreground',
              )}
            >
              {done ? <CheckIcon className="size-3.5" /> : i + 1}
            </span>
            <span>
              {s.label}
              {at.get(s.status) ? ` · ${formatDate(at.get(s.status), { withTime: true })}` : ''}
              <span className="sr-only">{done ? ' (done)' : ' (to come)'}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Who comes: the ambulance, its vendor, driver and paramedic. */
function Crew({ request }: { request: AmbulanceRequest }) {
  const crew = useAmbulanceCrew(request.id, request.status, request.ambulanceId !== null);
  if (request.ambulanceId === null) return null;
  if (crew.isPending) return <Skeleton className="h-16 w-full" />;
  if (crew.isError) return <FormAlert error={crew.error} />;
  const c = crew.data;
  if (!c) return null;
  return (
    <dl aria-label="Your ambulance" className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted-foreground">Vehicle number</dt>
        <dd className="font-mono font-medium">{c.registrationNumber}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Ambulance</dt>
        <dd>
          {c.ambulanceType}
          {c.vendorName ? ` · ${c.vendorName}` : ''}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Paramedic</dt>
        <dd>{c.paramedicName ?? 'Not named yet'}</dd>
      </div>
      {c.driverName ? (
        <div>
          <dt className="text-muted-foreground">Driver</dt>
          <dd>
            {c.driverName}
            {c.driverPhone ? (
              <>
                {' · '}
                <a
                  className="text-primary underline"
                  href={`tel:${c.driverPhone.replace(/\s/g, '')}`}
                >
                  {c.driverPhone}
                </a>
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
      {request.distanceKm !== null ? (
        <div>
          <dt className="text-muted-foreground">Distance when assigned</dt>
          <dd>{request.distanceKm.toFixed(1)} km</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Cancels before arrival, with the reason the crew reads. */
function CancelRequest({ request }: { request: AmbulanceRequest }) {
  const update = useUpdateAmbulanceRun();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        Cancel request…
      </Button>
    );
  }
  return (
    <ReasonForm
      formLabel="Cancel the ambulance request"
      fieldLabel="Reason for cancelling"
      missingMessage="Give a reason for the cancellation."
      submitLabel="Cancel the ambulance"
      backLabel="Keep it"
      pending={update.isPending}
      error={update.error}
      onSubmit={(reason) =>
        update.mutate(
          { requestId: request.id, status: 'cancelled', reason },
          { onSuccess: () => toast.success('Your ambulance request is cancelled.') },
        )
      }
      onBack={() => setOpen(false)}
    />
  );
}

/** No ambulance was free: say so plainly, and let the member look again. */
function NoAmbulanceYet({ request }: { request: AmbulanceRequest }) {
  const retry = useUpdateAmbulanceRun();
  return (
    <Alert variant="destructive">
      <AlertDescription>
        <p>
          No ambulance of the type you asked for is free near you right now. Your request stays open
          and is assigned as soon as one is; call 112 if it is life-threatening.
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(
              { requestId: request.id, status: 'assigned' },
              {
                onSuccess: (rows) => {
                  const assigned =
                    Array.isArray(rows) &&
                    (rows[0] as { status?: string } | undefined)?.status === 'assigned';
                  if (assigned) toast.success('An ambulance is on its way to you.');
                  else toast.error('Still no ambulance free nearby.');
                },
              },
            )
          }
        >
          Look again for an ambulance
        </Button>
        <FormAlert error={retry.error} />
      </AlertDescription>
    </Alert>
  );
}

/**
 * One request: its headline, steps, crew, and what the member can do now (loaded with the first
 * request shown: a member who has none does not download it).
 */
export function AmbulanceRequestStatus({ request }: { request: AmbulanceRequest }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-lg border p-4"
    >
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold" aria-live="polite">
          {headline[request.status]}
        </h2>
        <p className="text-sm break-words text-muted-foreground">
          {request.ambulanceType} to {request.pickupAddress} · requested{' '}
          {formatDate(request.createdAt, { withTime: true })}
        </p>
      </header>
      <Steps request={request} />
      {request.status === 'requested' ? <NoAmbulanceYet request={request} /> : null}
      <Crew request={request} />
      {request.cancellationReason ? (
        <p className="text-sm">Reason: {request.cancellationReason}</p>
      ) : null}
      {['requested', 'assigned', 'en_route'].includes(request.status) ? (
        <CancelRequest request={request} />
      ) : null}
    </section>
  );
}
