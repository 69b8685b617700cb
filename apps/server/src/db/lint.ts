import type { Queryable } from './database.ts';

/**
 * Security lint over a migrated database: one finding per rule broken in the exposed schemas.
 * Run by the test suite over the product's migrations, so every feature's tables pass through it.
 */
export async function lintDatabase(db: Queryable, exposedSchemas: string[]): Promise<string[]> {
  const findings: string[] = [];
  const ownSchemas = [...exposedSchemas, 'auth'];

  const noRls = await db.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relrowsecurity
      order by 1`,
    [exposedSchemas],
  );
  for (const r of noRls) findings.push(`table ${r.name} has no row-level security`);

  const definerViews = await db.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind = 'v'
        and not coalesce(c.reloptions @> array['security_invoker=true']
                      or c.reloptions @> array['security_invoker=on'], false)
      order by 1`,
    [exposedSchemas],
  );
  for (const r of definerViews) findings.push(`view ${r.name} is not security_invoker`);

  const functions = await db.query<{
    name: string;
    schema: string;
    definer: boolean;
    fixed_path: boolean;
    public_exec: boolean;
  }>(
    `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
            n.nspname as schema,
            p.prosecdef as definer,
            coalesce(exists (select 1 from unnest(p.proconfig) c where c like 'search_path=%'), false) as fixed_path,
            exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                     where a.grantee = 0 and a.privilege_type = 'EXECUTE') as public_exec
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1)
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1`,
    [ownSchemas],
  );
  for (const f of functions) {
    if (f.definer && exposedSchemas.includes(f.schema)) {
      findings.push(`function ${f.name} is SECURITY DEFINER in an exposed schema`);
    }
    if (f.definer && !f.fixed_path) {
      findings.push(`function ${f.name} is SECURITY DEFINER without a fixed search_path`);
    }
    if (f.public_exec) findings.push(`function ${f.name} is executable by PUBLIC`);
  }
  return findings;
}
