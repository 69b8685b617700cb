import type { Vendor } from '@athcare/shared/vendor.schema';

const words: Record<Vendor['verificationStatus'], [string, string]> = {
  unverified: [
    'Not verified',
    'Upload your GST Certificate and Pan card (and Company CIN if you gave one) under Documents; an admin checks them.',
  ],
  pending: ['Waiting for verification', 'An admin is checking your documents.'],
  verified: ['Verified', 'Your published hospitals are listed in Explore.'],
  rejected: ['Verification refused', 'Fix what the admin asks and upload the document again.'],
};

/** Where the vendor stands: its listings are public only when verified. */
export function VendorStatus({ vendor }: { vendor: Vendor }) {
  const [label, help] = words[vendor.verificationStatus];
  return (
    <div
      role="status"
      className="flex flex-col gap-1 rounded-lg border bg-muted/40 p-4"
      data-status={vendor.verificationStatus}
    >
      <p className="font-semibold">
        {vendor.legalBusinessName}: {label}
      </p>
      <p className="text-sm text-muted-foreground">{help}</p>
      {vendor.verificationStatus === 'rejected' && vendor.verificationNote ? (
        <p className="text-sm">
          <span className="font-medium">Admin&apos;s reason:</span> {vendor.verificationNote}
        </p>
      ) : null}
    </div>
  );
}
