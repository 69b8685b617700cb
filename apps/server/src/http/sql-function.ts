import type { Queryable } from '../db/database.ts';
import { ident, type BuiltQuery } from '../query/build-sql.ts';

/** The SQL types a kernel call passes; each maps to the TypeScript type of its value. */
export type SqlType =
  'uuid' | 'text' | 'int' | 'bigint' | 'boolean' | 'jsonb' | 'timestamptz' | 'text[]' | 'uuid[]';

type ValueOf<T extends SqlType> = T extends 'int' | 'bigint'
  ? number
  : T extends 'boolean'
    ? boolean
    : T extends 'jsonb'
      ? unknown
      : T extends 'text[]' | 'uuid[]'
        ? readonly string[]
        : string;

/** The arguments of a call: every declared argument, by its SQL name; null passes SQL null. */
export type SqlArgs<A extends Record<string, SqlType>> = { [K in keyof A]: ValueOf<A[K]> | null };

/**
 * A SQL function an endpoint calls: its schema, name and arguments (name → SQL type), declared
 * once next to the endpoints that use it. `R` is the shape of one returned row (or value).
 */
export interface SqlFunction<A extends Record<string, SqlType>, R> {
  readonly schema: string;
  readonly name: string;
  readonly args: A;
  /** Carries R for the type checker only. */
  readonly row?: R;
}

export function sqlFunction<R, const A extends Record<string, SqlType> = Record<never, SqlType>>(
  schema: string,
  name: string,
  args: A,
): SqlFunction<A, R> {
  return { schema, name, args };
}

/**
 * One statement calling `fn` with named arguments, in the data API's result shape (page, total,
 * body) so it runs through the data API's own transaction (`runAsRequest`). The arguments travel
 * as one JSON text parameter that PostgreSQL converts to each declared type (nulls, numbers,
 * arrays included); the body is the JSON array of the rows the function returns (a scalar
 * function gives an array of its values).
 */
export function buildFunctionCall<A extends Record<string, SqlType>>(
  fn: SqlFunction<A, unknown>,
  args: SqlArgs<A>,
): BuiltQuery {
  const target = `${ident(fn.schema)}.${ident(fn.name)}`;
  const names = Object.keys(fn.args);
  const from =
    names.length === 0
      ? `${target}() as pgrst_f`
      : `json_to_record($1::text::json) as pgrst_a(${names
          .map((n) => `${ident(n)} ${fn.args[n]}`)
          .join(', ')}) cross join lateral ${target}(${names
          .map((n) => `${ident(n)} => pgrst_a.${ident(n)}`)
          .join(', ')}) as pgrst_f`;
  return {
    text: `select '1' as page, null::text as total, coalesce((select json_agg(pgrst_f) from ${from}), '[]')::text as body`,
    params: names.length === 0 ? [] : [JSON.stringify(args)],
  };
}

/** Calls fn inside a transaction the caller already holds (the kernel's `asService`). */
export async function callIn<A extends Record<string, SqlType>, R>(
  q: Queryable,
  fn: SqlFunction<A, R>,
  args: SqlArgs<A>,
): Promise<R[]> {
  const built = buildFunctionCall(fn, args);
  const [row] = await q.query<{ body: string | null }>(built.text, built.params);
  return JSON.parse(row?.body ?? '[]') as R[];
}
