import * as z from '@athcare/shared/zod-mini';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';

/** /{username}/history: the text, status and page a link restores (bad values are dropped). */
export const historySearchSchema = lazySchema(() =>
  z.object({
    q: optionalSearchParam(z.string().check(z.maxLength(100))),
    status: optionalSearchParam(z.enum(['all', 'open', 'closed'])),
    page: optionalSearchParam(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000))),
  }),
);

/** /dashboard/personnel/cases: the chosen case. */
export const myCasesSearchSchema = lazySchema(() =>
  z.object({
    case: optionalSearchParam(z.string().check(z.regex(/^[0-9a-f-]{36}$/))),
  }),
);

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
