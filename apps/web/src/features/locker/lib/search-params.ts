import * as z from '@athcare/shared/zod-mini';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';

/** The docs pages' orders. Here, not in format.ts, because route search validation loads on every
 * page's first load (the login page too) and should not bring the formatting helpers along. */
export const lockerSorts = ['date', 'last-access', 'modified', 'name'] as const;
export type LockerSort = (typeof lockerSorts)[number];

/** What a link to a docs page restores: grid or list, and the order (invalid values are dropped). */
const lockerViewSearch = () =>
  z.object({
    view: optionalSearchParam(z.enum(['grid', 'list'])),
    sort: optionalSearchParam(z.enum(lockerSorts)),
  });
export const lockerViewSearchSchema = lazySchema(lockerViewSearch);
export type LockerViewSearch = z.infer<typeof lockerViewSearchSchema.schema>;

/** /docs: plus the trash, and what others share with the member. */
export const docsIndexSearchSchema = lazySchema(() =>
  z.extend(lockerViewSearch(), { show: optionalSearchParam(z.enum(['trash', 'shared'])) }),
);

/** /docs/search/files: name, tag and type (a MIME type or prefix such as image/). */
export const docsSearchSchema = lazySchema(() =>
  z.object({
    q: optionalSearchParam(z.string().check(z.maxLength(200))),
    tag: optionalSearchParam(z.string().check(z.maxLength(50))),
    type: optionalSearchParam(z.string().check(z.maxLength(50))),
    view: optionalSearchParam(z.enum(['grid', 'list'])),
  }),
);
