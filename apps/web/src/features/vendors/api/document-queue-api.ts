import { vendorDocumentQueueItemSchema } from '@athcare/shared/vendor.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';
import { vendorOpts as opts } from './vendors-api';

// ── the admins' document queue ──
export const documentQueueQueryOptions = () =>
  queryOptions({
    queryKey: vendorKeys.documentQueue(),
    queryFn: ({ signal }) =>
      api.get('/vendor_document_queue', {
        ...opts,
        query: { order: 'created_at.asc,id.asc', limit: 100 },
        result: z.array(vendorDocumentQueueItemSchema),
        signal,
      }),
  });
export const useDocumentQueue = () => useQuery(documentQueueQueryOptions());

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { documentId: number; approve: boolean; reason: string | null }) =>
      api.rpc('review_vendor_document', args, opts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
