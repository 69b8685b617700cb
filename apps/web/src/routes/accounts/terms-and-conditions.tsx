import { createFileRoute } from '@tanstack/react-router';
import { siteInfoQueryOptions, useSiteInfo } from '@/features/info-pages/api/get-site-info';
import { TermsAndConditions } from '@/features/info-pages/components/terms-and-conditions';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/accounts/terms-and-conditions')({
  // The operator and grievance officer come from the server's configuration.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(siteInfoQueryOptions()),
  component: Page,
});

function Page() {
  useDocumentTitle('Terms and conditions');
  return <TermsAndConditions info={useSiteInfo()} />;
}
