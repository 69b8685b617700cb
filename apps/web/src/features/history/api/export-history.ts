import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { mergeBundlePages } from '../lib/fhir-pages';

const bundlePageSchema = z
  .object({
    resourceType: z.literal('Bundle'),
    link: z.array(z.object({ relation: z.string(), url: z.string() })).default([]),
    entry: z.array(z.object({ resource: z.object({ resourceType: z.string(), id: z.string() }) })),
  })
  .loose();
export type BundlePage = z.infer<typeof bundlePageSchema>;

/** At most this many pages (of 50 cases each) are fetched for one download. */
export const MAX_EXPORT_PAGES = 20;

/**
 * POST /rpc/export_fhir_history {crn?, page}: the member's history (or, with a minor's or managed
 * member's CRN, theirs) as a FHIR R4 Bundle; the JSON document is kept as it is (rawKeys). The
 * server answers at most 50 cases a call and links the next page; the pages are fetched one after
 * another and joined into one bundle.
 */
export function useExportHistory() {
  return useMutation({
    mutationFn: async (crn: string | null) => {
      const pages: BundlePage[] = [];
      for (let page = 1; page <= MAX_EXPORT_PAGES; page += 1) {
        const bundle = await api.rpc('export_fhir_history', crn ? { crn, page } : { page }, {
          schema: 'pgathcare',
          rawKeys: ['entry'],
          result: bundlePageSchema,
        });
        pages.push(bundle);
        if (!bundle.link.some((l) => l.relation === 'next')) break;
      }
      return mergeBundlePages(pages);
    },
  });
}
