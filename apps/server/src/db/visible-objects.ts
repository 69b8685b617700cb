import type { Database, RequestContext } from './database.ts';

/** The tables/views and functions of a schema the caller's role may use at all. */
export interface VisibleObjects {
  relations: Set<string>;
  functions: Set<string>;
}

/**
 * What the caller may use in `schema`, asked as the caller (PostgREST's follow-privileges
 * OpenAPI mode): a relation with any privilege on any column, a function it may execute.
 */
export async function visibleObjects(
  db: Database,
  ctx: RequestContext,
  schema: string,
): Promise<VisibleObjects> {
  const rows = await db.asRequest(ctx, (tx) =>
    tx.query<{ kind: string; name: string }>(
      `select 'r' as kind, c.relname::text as name
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
          and (has_any_column_privilege(c.oid, 'SELECT') or has_any_column_privilege(c.oid, 'INSERT')
            or has_any_column_privilege(c.oid, 'UPDATE') or has_table_privilege(c.oid, 'DELETE'))
       union all
       select 'f', p.proname::text
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and has_function_privilege(p.oid, 'EXECUTE')
          and has_schema_privilege(n.oid, 'USAGE')`,
      [schema],
    ),
  );
  const out: VisibleObjects = { relations: new Set(), functions: new Set() };
  for (const r of rows) (r.kind === 'r' ? out.relations : out.functions).add(r.name);
  return out;
}
