import { createFileRoute } from '@tanstack/react-router';
import { siteInfoQueryOptions, useSiteInfo } from '@/features/info-pages/api/get-site-info';
import { PrivacyPolicy } from '@/features/info-pages/components/privacy-policy';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/accounts/privacy-policy')({
  // The operator and grievance officer come from the server's configuration.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(siteInfoQueryOptions()),
  component: Page,
});

function Page() {
  useDocumentTitle('Privacy policy');
  return <PrivacyPolicy info={useSiteInfo()} />;
}
