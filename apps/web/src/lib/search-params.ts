import * as z from '@athcare/shared/zod-mini';

/**
 * An optional search parameter that a bad value cannot break: missing or invalid becomes undefined,
 * so a hand-edited or outdated link still opens its page. Route search and params validation runs
 * on every page's first load, hence zod/mini (see packages/shared/src/zod-mini.ts).
 */
export const optionalSearchParam = <T extends z.ZodMiniType>(schema: T) =>
  z.catch(z.optional(schema), undefined);

/** A search's free text: trimmed, at most `max` characters; empty is no search. */
export const searchText = (max: number) =>
  z.pipe(
    z.string().check(z.trim(), z.maxLength(max)),
    z.transform((v) => v || undefined),
  );

/**
 * A route's search or params schema, built the first time it validates rather than when its module
 * loads. Every route's `validateSearch` and `params` sit in the bundle that each page evaluates
 * before its first render, in one task; building all of them there (about 220 zod objects) held a
 * phone's main thread on every page, though a load validates only the routes it matches. The
 * router takes this as a Standard Schema, with the input and output types of `build`'s schema.
 */
export function lazySchema<T extends z.ZodMiniType>(build: () => T) {
  let built: T | undefined;
  return {
    /** The schema, built on first use. */
    get schema(): T {
      return (built ??= build());
    },
    get '~standard'(): T['~standard'] {
      return this.schema['~standard'];
    },
  };
}
