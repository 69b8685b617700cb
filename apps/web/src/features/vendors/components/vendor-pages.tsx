import type { Vendor } from '@athcare/shared/vendor.schema';
import type { ReactNode } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { useMyVendor, useSaveVendor } from '../api/vendors-api';
import { BusinessForm } from './business-form';
import { VendorStatus } from './vendor-status';

/**
 * A page of the vendor dashboard: its title (the tab's and the page's one heading), then its
 * content with the caller's business, or a request to register the business first.
 */
export function VendorPage({
  title,
  userId,
  children,
}: {
  title: string;
  userId: string;
  children: (vendor: Vendor) => ReactNode;
}) {
  useDocumentTitle(title);
  const vendor = useMyVendor(userId);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {vendor.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : vendor.isError ? (
        <FormAlert error={vendor.error} />
      ) : vendor.data ? (
        children(vendor.data)
      ) : (
        <p className="text-muted-foreground">Register your business on the Business page first.</p>
      )}
    </div>
  );
}

/** /dashboard/vendor: register the business, then keep its details; its verification status. */
export function VendorBusinessPage({ userId }: { userId: string }) {
  const vendor = useMyVendor(userId);
  const save = useSaveVendor(vendor.data?.id ?? null);
  if (vendor.isPending) return <Skeleton className="h-60 w-full" />;
  if (vendor.isError) return <FormAlert error={vendor.error} />;
  const current = vendor.data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Vendor Dashboard</h1>
        <p className="text-muted-foreground">
          {current
            ? 'Your business, its documents, bank details, branches, hospitals and fleet.'
            : 'Register your business to list hospitals and ambulances on Athcare.'}
        </p>
      </header>
      {current ? <VendorStatus vendor={current} /> : null}
      <BusinessForm
        key={current?.id ?? 'new'}
        vendor={current}
        pending={save.isPending}
        error={save.error}
        onSave={(input) =>
          save
            .mutateAsync(input)
            .then(() => toast.success(current ? 'Business details saved.' : 'Business registered.'))
        }
      />
    </div>
  );
}
