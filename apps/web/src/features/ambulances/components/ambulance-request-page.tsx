import type { AmbulanceRequestStatus } from '@athcare/shared/ambulance.schema';
import { lazy, Suspense } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useLiveStatus } from '@/lib/live-events';
import { useLiveAmbulanceRequests } from '../api/live-ambulance-requests';
import { useMyAmbulanceRequests } from '../api/my-ambulance-request';
import { AmbulanceRequestForm } from './ambulance-request-form';

const RequestStatus = lazy(() =>
  import('./ambulance-request-status').then((m) => ({ default: m.AmbulanceRequestStatus })),
);

const isOpen = (s: AmbulanceRequestStatus) => !['completed', 'cancelled'].includes(s);

/**
 * The member's ambulance page: the open request's live status (assigned ambulance, vehicle
 * number, paramedic, the steps, cancel before arrival), or the form to ask for one. Live: each
 * change of the request arrives as an event; a slow poll backs it up.
 */
export function AmbulanceRequestPage({ userId }: { userId: string }) {
  useLiveAmbulanceRequests();
  const live = useLiveStatus();
  const requests = useMyAmbulanceRequests(userId);
  const latest = requests.data?.[0];
  const open = latest && isOpen(latest.status) ? latest : undefined;
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Ambulance</h1>
        <p className="text-muted-foreground">
          Ask for an ambulance to your door: the nearest free one is sent with its paramedic, and
          you follow it here as it comes. In a life-threatening emergency, also call 112.
        </p>
        <p className="text-xs text-muted-foreground">
          {live === 'live' ? 'Live updates on.' : 'Updating every 20 seconds.'}
        </p>
      </header>
      {requests.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : requests.isError ? (
        <FormAlert error={requests.error} />
      ) : open ? (
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <RequestStatus request={open} />
        </Suspense>
      ) : (
        <>
          {latest ? (
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <RequestStatus request={latest} />
            </Suspense>
          ) : null}
          <section aria-labelledby="ambulance-request-heading" className="flex flex-col gap-3">
            <h2 id="ambulance-request-heading" className="text-lg font-semibold">
              Request an ambulance
            </h2>
            <AmbulanceRequestForm />
          </section>
        </>
      )}
    </div>
  );
}
