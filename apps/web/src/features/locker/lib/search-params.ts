import { z } from 'zod';
import { lockerSorts } from './format';

/** What a link to a docs page restores: grid or list, and the order (invalid values are dropped). */
export const lockerViewSearchSchema = z.object({
  view: z.enum(['grid', 'list']).optional().catch(undefined),
  sort: z.enum(lockerSorts).optional().catch(undefined),
});
export type LockerViewSearch = z.infer<typeof lockerViewSearchSchema>;

/** /docs: plus the trash, and what others share with the member. */
export const docsIndexSearchSchema = lockerViewSearchSchema.extend({
  show: z.enum(['trash', 'shared']).optional().catch(undefined),
});

/** /docs/search/files: name, tag and type (a MIME type or prefix such as image/). */
export const docsSearchSchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  tag: z.string().max(50).optional().catch(undefined),
  type: z.string().max(50).optional().catch(undefined),
  view: z.enum(['grid', 'list']).optional().catch(undefined),
});
