import { VENDOR_SCHEMA } from '@athcare/shared/hospital.schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

const opts = { schema: VENDOR_SCHEMA } as const;

/** POST /rpc/vendor_document_files: a queued document's files (name, type, size), for admins. */
export const useVendorDocumentFiles = (documentId: number) =>
  useQuery({
    queryKey: [...vendorKeys.documentQueue(), 'files', documentId],
    queryFn: ({ signal }) =>
      api.rpc(
        'vendor_document_files',
        { documentId },
        {
          ...opts,
          result: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              mimeType: z.string(),
              size: z.union([z.number(), z.string()]).transform(Number),
            }),
          ),
          signal,
        },
      ),
  });

/**
 * GET /api/vendor/documents/:id/files/:fileId/content: the file's bytes for an admin (the route
 * needs the Bearer header, so a plain link cannot open it); each opening is audited.
 */
export const useOpenVendorDocumentFile = () =>
  useMutation({
    mutationFn: ({ documentId, fileId }: { documentId: number; fileId: string }) =>
      api.file(`/vendor/documents/${documentId}/files/${encodeURIComponent(fileId)}/content`),
  });
