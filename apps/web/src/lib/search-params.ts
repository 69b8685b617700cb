import * as z from '@athcare/shared/zod-mini';

/**
 * An optional search parameter that a bad value cannot break: missing or invalid becomes undefined,
 * so a hand-edited or outdated link still opens its page. Route search and params validation runs
 * on every page's first load, hence zod/mini (see packages/shared/src/zod-mini.ts).
 */
export const optionalSearchParam = <T extends z.ZodMiniType>(schema: T) =>
  z.catch(z.optional(schema), undefined);
