import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /rpc/export_fhir_history {crn?}: the member's history (or, with a minor's or managed
 * member's CRN, theirs) as a FHIR R4 Bundle; the JSON document is kept as it is (rawKeys).
 */
export function useExportHistory() {
  return useMutation({
    mutationFn: (crn: string | null) =>
      api.rpc<unknown>('export_fhir_history', crn ? { crn } : {}, {
        schema: 'pgathcare',
        rawKeys: ['entry'],
      }),
  });
}
