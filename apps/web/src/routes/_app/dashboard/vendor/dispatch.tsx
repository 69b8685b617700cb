import { createFileRoute } from '@tanstack/react-router';
import { AmbulanceRuns } from '@/features/ambulances/components/ambulance-runs';
import { WithVendor } from '@/features/vendors/components/vendor-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/dispatch: the runs of the vendor's ambulances, moved on by the dispatcher. */
export const Route = createFileRoute('/_app/dashboard/vendor/dispatch')({ component: VendorRoute });

function VendorRoute() {
  useDocumentTitle('Ambulance dispatch');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <WithVendor userId={userId}>
      {(vendor) => (
        <section className="flex flex-col gap-3" aria-labelledby="dispatch-heading">
          <h1 id="dispatch-heading" className="text-xl font-semibold">
            Ambulance dispatch
          </h1>
          <AmbulanceRuns filter={{ vendorId: `eq.${vendor.id}` }} label="Runs of your ambulances" />
        </section>
      )}
    </WithVendor>
  );
}
