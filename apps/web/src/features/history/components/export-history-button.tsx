import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { MAX_EXPORT_PAGES, useExportHistory } from '../api/export-history';

/**
 * Downloads the history as a FHIR R4 Bundle (JSON), the format health records move in (ABDM):
 * the member's own, or the chosen minor's or managed member's.
 */
export function ExportHistoryButton({ crn, label }: { crn: string | null; label: string }) {
  const exportHistory = useExportHistory();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={exportHistory.isPending}
      onClick={() =>
        exportHistory.mutate(crn, {
          onSuccess: ({ bundle, complete }) => {
            const blob = new Blob([JSON.stringify(bundle, null, 2)], {
              type: 'application/fhir+json',
            });
            const href = URL.createObjectURL(blob);
            const a = document.createElement('a');
            a.href = href;
            a.download = `medical-history-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.fhir.json`;
            a.click();
            URL.revokeObjectURL(href);
            if (complete) toast.success('History exported.');
            else
              toast.warning(
                `History exported up to ${MAX_EXPORT_PAGES * 50} cases; the oldest come first, the rest were left.`,
              );
          },
          onError: (error) => toast.error(`Not exported: ${describeError(error)}`),
        })
      }
    >
      {exportHistory.isPending
        ? 'Exporting…'
        : `Export ${label === 'my' ? 'my' : `${label}’s`} history (FHIR)`}
    </Button>
  );
}
