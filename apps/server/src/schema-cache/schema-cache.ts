import type { Queryable } from '../db/database.ts';

/** What the data API knows about the exposed schemas, read from pg_catalog. */

export interface Column {
  name: string;
  /** format_type() text, e.g. `integer`, `text[]`, `character varying(20)`; used in casts we write. */
  type: string;
  /** The type without modifiers (`numeric`, `character varying`): what request values are cast to. */
  castType: string;
  /** The base type name (pg_type.typname of the element for arrays), for OpenAPI. */
  baseType: string;
  isArray: boolean;
  nullable: boolean;
  default: string | null;
  position: number;
  /** For enum types, the labels (OpenAPI). */
  enumValues: string[] | undefined;
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface Table {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'materialized_view' | 'foreign_table';
  insertable: boolean;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets of the primary key and unique constraints/indexes (one-to-one detection). */
  uniqueKeys: string[][];
  description: string | null;
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: FunctionParam[];
  /** The function takes one unnamed json/jsonb argument: the whole body is passed to it. */
  singleUnnamedJson: boolean;
  returnType: string;
  returnsSet: boolean;
  /** scalar: one value; composite: a row (columns known); void: nothing. */
  returnKind: 'scalar' | 'composite' | 'void';
  /** Columns of a composite result (table row type or RETURNS TABLE). */
  returnColumns: Column[];
  /** When the result is a table's row type, that table (so embedding works on results). */
  returnTable: { schema: string; name: string } | undefined;
  volatility: 'immutable' | 'stable' | 'volatile';
  description: string | null;
}

export interface SchemaSnapshot {
  schemas: string[];
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  routines: Map<string, Routine[]>;
}

export const qualified = (schema: string, name: string): string => `${schema}\u0000${name}`;

const tablesSql = `
select n.nspname as schema, c.relname as name, c.relkind::text as kind,
       (c.relkind in ('r','p','f') or pg_relation_is_updatable(c.oid, true) & 8 = 8) as insertable,
       obj_description(c.oid, 'pg_class') as description,
       coalesce((select json_agg(json_build_object(
           'name', a.attname,
           'type', format_type(a.atttypid, a.atttypmod),
           'castType', format_type(a.atttypid, null),
           'baseType', coalesce(et.typname, t.typname),
           'isArray', t.typcategory = 'A',
           'nullable', not a.attnotnull,
           'default', pg_get_expr(d.adbin, d.adrelid),
           'position', a.attnum,
           'enumValues', (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e
                           where e.enumtypid = coalesce(et.oid, t.oid)))
         order by a.attnum)
         from pg_attribute a
         join pg_type t on t.oid = a.atttypid
         left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
       coalesce((select json_agg(a.attname order by k.ord)
          from pg_constraint pk
          cross join lateral unnest(pk.conkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = pk.conrelid and a.attnum = k.attnum
         where pk.conrelid = c.oid and pk.contype = 'p'), '[]') as pk,
       coalesce((select json_agg((select json_agg(a.attname order by k.ord)
                   from unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
                   join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum))
          from pg_index i
         where i.indrelid = c.oid and i.indisunique and i.indpred is null and i.indexprs is null), '[]') as unique_keys
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = any($1) and c.relkind in ('r','v','m','f','p')
   and not c.relispartition`;

const foreignKeysSql = `
select con.conname as name, n1.nspname as schema, c1.relname as table,
       n2.nspname as ref_schema, c2.relname as ref_table,
       (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
       (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as ref_columns
  from pg_constraint con
  join pg_class c1 on c1.oid = con.conrelid
  join pg_namespace n1 on n1.oid = c1.relnamespace
  join pg_class c2 on c2.oid = con.confrelid
  join pg_namespace n2 on n2.oid = c2.relnamespace
 where con.contype = 'f' and n1.nspname not in ('pg_catalog', 'information_schema')
 order by con.conname`;

// Which base-table columns each exposed view reads (through its rewrite rule's dependencies).
const viewColumnsSql = `
select distinct vn.nspname as view_schema, v.relname as view_name,
       tn.nspname as table_schema, t.relname as table_name, a.attname as column
  from pg_rewrite r
  join pg_class v on v.oid = r.ev_class and v.relkind in ('v', 'm')
  join pg_namespace vn on vn.oid = v.relnamespace
  join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass
                  and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
  join pg_class t on t.oid = d.refobjid and t.oid <> v.oid
  join pg_namespace tn on tn.oid = t.relnamespace
  join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
 where vn.nspname = any($1)`;

const routinesSql = `
select n.nspname as schema, p.proname as name, p.provolatile::text as volatility,
       p.proretset as returns_set, format_type(p.prorettype, null) as return_type,
       rt.typtype::text as ret_typtype, rt.typrelid <> 0 as ret_composite,
       rn.nspname as ret_table_schema, rc.relname as ret_table_name, rc.relkind::text as ret_relkind,
       obj_description(p.oid, 'pg_proc') as description,
       coalesce((select json_agg(json_build_object(
            'name', coalesce(p.proargnames[a.ord], ''),
            'type', format_type(a.typ, null),
            'mode', coalesce(p.proargmodes[a.ord], 'i'),
            'ord', a.ord) order by a.ord)
          from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(typ, ord)), '[]') as args,
       p.pronargs as nargs, p.pronargdefaults as ndefaults,
       coalesce((select json_agg(json_build_object(
           'name', at.attname, 'type', format_type(at.atttypid, at.atttypmod),
           'castType', format_type(at.atttypid, null),
           'baseType', t2.typname, 'isArray', t2.typcategory = 'A', 'nullable', not at.attnotnull,
           'position', at.attnum) order by at.attnum)
          from pg_attribute at join pg_type t2 on t2.oid = at.atttypid
         where at.attrelid = rt.typrelid and at.attnum > 0 and not at.attisdropped), '[]') as ret_columns
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  left join pg_class rc on rc.oid = rt.typrelid
  left join pg_namespace rn on rn.oid = rc.relnamespace
 where n.nspname = any($1) and p.prokind = 'f'`;

/** A column as the catalogue query returns it: JSON, where absent and null stand for none. */
type RawColumn = Omit<Column, 'default' | 'enumValues'> & {
  default?: string | null;
  enumValues?: string[] | null;
};

function toColumn(c: RawColumn): Column {
  return { ...c, default: c.default ?? null, enumValues: c.enumValues ?? undefined };
}

/** JSON columns arrive parsed from postgres.js but may be text elsewhere; accept both. */
function json<T>(v: unknown): T {
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

const kinds: Record<string, Table['kind']> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized_view',
  f: 'foreign_table',
};

/** Reads the exposed schemas from pg_catalog (as the owner). Missing schemas are simply empty. */
export async function loadSchemaSnapshot(
  db: Queryable,
  schemas: readonly string[],
): Promise<SchemaSnapshot> {
  const list = [...schemas];
  // Arrays as a text literal: the same on both drivers.
  const arr = '{' + list.map((s) => `"${s}"`).join(',') + '}';
  const [tableRows, fkRows, routineRows, viewRows] = [
    await db.query(tablesSql, [arr]),
    await db.query(foreignKeysSql),
    await db.query(routinesSql, [arr]),
    await db.query(viewColumnsSql, [arr]),
  ];
  const tables = new Map<string, Table>();
  for (const r of tableRows) {
    const cols = json<RawColumn[]>(r.columns).map(toColumn);
    const t: Table = {
      schema: String(r.schema),
      name: String(r.name),
      kind: kinds[String(r.kind)] ?? 'table',
      insertable: Boolean(r.insertable),
      columns: new Map(cols.map((c) => [c.name, c])),
      primaryKey: json<string[]>(r.pk),
      uniqueKeys: json<(string[] | null)[]>(r.unique_keys).filter((k): k is string[] =>
        Array.isArray(k),
      ),
      description: (r.description as string | null) ?? null,
    };
    tables.set(qualified(t.schema, t.name), t);
  }
  const allKeys: ForeignKey[] = fkRows.map((r) => ({
    name: String(r.name),
    schema: String(r.schema),
    table: String(r.table),
    columns: json<string[]>(r.columns),
    refSchema: String(r.ref_schema),
    refTable: String(r.ref_table),
    refColumns: json<string[]>(r.ref_columns),
  }));
  const exposed = new Set(list);
  const foreignKeys = allKeys.filter((fk) => exposed.has(fk.schema) && exposed.has(fk.refSchema));
  foreignKeys.push(...viewForeignKeys(allKeys, viewRows, tables));
  const routines = new Map<string, Routine[]>();
  for (const r of routineRows) {
    const args = json<{ name: string; type: string; mode: string; ord: number }[]>(r.args);
    const nargs = Number(r.nargs);
    const ndefaults = Number(r.ndefaults);
    const inArgs = args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const params: FunctionParam[] = inArgs.map((a, i) => ({
      name: a.name,
      type: a.type,
      hasDefault: i >= nargs - ndefaults,
    }));
    const tableArgs = args.filter((a) => a.mode === 't' || a.mode === 'o' || a.mode === 'b');
    const retComposite = Boolean(r.ret_composite);
    const returnType = String(r.return_type);
    let returnKind: Routine['returnKind'] = 'scalar';
    let returnColumns: Column[] = [];
    if (returnType === 'void') returnKind = 'void';
    else if (retComposite) {
      returnKind = 'composite';
      returnColumns = json<RawColumn[]>(r.ret_columns).map(toColumn);
    } else if (returnType === 'record' ? tableArgs.length > 0 : args.some((a) => a.mode === 't')) {
      // RETURNS TABLE (one column or more) is rows with named columns, even when PostgreSQL
      // records a single column as a plain setof.
      returnKind = 'composite';
      returnColumns = tableArgs.map((a, i) => ({
        name: a.name,
        type: a.type,
        castType: a.type,
        baseType: a.type.replace(/\[\]$/, ''),
        isArray: a.type.endsWith('[]'),
        nullable: true,
        default: null,
        position: i + 1,
        enumValues: undefined,
      }));
    }
    const retRelkind = r.ret_relkind as string | null;
    const routine: Routine = {
      schema: String(r.schema),
      name: String(r.name),
      params,
      singleUnnamedJson:
        params.length === 1 && params[0]?.name === '' && /^jsonb?$/.test(params[0].type),
      returnType,
      returnsSet: Boolean(r.returns_set),
      returnKind,
      returnColumns,
      returnTable:
        retRelkind && retRelkind !== 'c' && typeof r.ret_table_schema === 'string'
          ? { schema: r.ret_table_schema, name: String(r.ret_table_name) }
          : undefined,
      volatility: r.volatility === 'i' ? 'immutable' : r.volatility === 's' ? 'stable' : 'volatile',
      description: (r.description as string | null) ?? null,
    };
    const key = qualified(routine.schema, routine.name);
    const existing = routines.get(key);
    if (existing) existing.push(routine);
    else routines.set(key, [routine]);
  }
  return { schemas: list, tables, foreignKeys, routines };
}

/**
 * Views inherit their base tables' foreign keys when they expose the key columns under the same
 * names (a cheap version of PostgREST's view-key inference: renamed columns are not followed).
 * Keys are kept between a view and tables or other views of the exposed schemas.
 */
function viewForeignKeys(
  keys: ForeignKey[],
  rows: Record<string, unknown>[],
  tables: Map<string, Table>,
): ForeignKey[] {
  // base table → views (in exposed schemas) that expose a set of its columns unchanged
  const exposing = new Map<string, { schema: string; name: string; cols: Set<string> }[]>();
  const byView = new Map<string, Map<string, Set<string>>>();
  for (const r of rows) {
    const view = qualified(String(r.view_schema), String(r.view_name));
    const base = qualified(String(r.table_schema), String(r.table_name));
    const col = String(r.column);
    const cols = byView.get(view) ?? new Map<string, Set<string>>();
    byView.set(view, cols);
    const providers = cols.get(col) ?? new Set<string>();
    providers.add(base);
    cols.set(col, providers);
  }
  for (const [view, cols] of byView) {
    const v = tables.get(view);
    if (!v) continue;
    for (const [col, providers] of cols) {
      // Only a column one base table provides and the view shows under its own name.
      if (providers.size !== 1 || !v.columns.has(col)) continue;
      const base = [...providers][0] ?? '';
      const list = exposing.get(base) ?? [];
      let entry = list.find((e) => e.schema === v.schema && e.name === v.name);
      if (!entry) {
        entry = { schema: v.schema, name: v.name, cols: new Set() };
        list.push(entry);
      }
      entry.cols.add(col);
      exposing.set(base, list);
    }
  }
  const out: ForeignKey[] = [];
  const seen = new Set<string>();
  const add = (fk: ForeignKey) => {
    const id = [fk.name, fk.schema, fk.table, fk.refSchema, fk.refTable].join('\u0000');
    if (
      !seen.has(id) &&
      tables.has(qualified(fk.schema, fk.table)) &&
      tables.has(qualified(fk.refSchema, fk.refTable))
    ) {
      seen.add(id);
      out.push(fk);
    }
  };
  for (const fk of keys) {
    const froms = [
      { schema: fk.schema, name: fk.table, cols: new Set(fk.columns) },
      ...(exposing.get(qualified(fk.schema, fk.table)) ?? []),
    ];
    const tos = [
      { schema: fk.refSchema, name: fk.refTable, cols: new Set(fk.refColumns) },
      ...(exposing.get(qualified(fk.refSchema, fk.refTable)) ?? []),
    ];
    for (const f of froms) {
      if (!fk.columns.every((c) => f.cols.has(c))) continue;
      for (const t of tos) {
        if (!fk.refColumns.every((c) => t.cols.has(c))) continue;
        const viaView =
          f.name !== fk.table ||
          f.schema !== fk.schema ||
          t.name !== fk.refTable ||
          t.schema !== fk.refSchema;
        if (viaView)
          add({ ...fk, schema: f.schema, table: f.name, refSchema: t.schema, refTable: t.name });
      }
    }
  }
  return out;
}

/**
 * The live schema cache: read at start, swapped whole on reload() so in-flight requests keep a
 * consistent snapshot. `version` changes on every reload (plan caches key on it).
 */
export class SchemaCache {
  #snapshot: SchemaSnapshot;
  #version = 0;
  #stale = true;
  #loading: Promise<void> | undefined;
  readonly #db: Queryable;

  constructor(db: Queryable, schemas: readonly string[]) {
    this.#db = db;
    this.#snapshot = {
      schemas: [...schemas],
      tables: new Map(),
      foreignKeys: [],
      routines: new Map(),
    };
  }

  /** A cache read now; fails when the database cannot be read. */
  static async load(db: Queryable, schemas: readonly string[]): Promise<SchemaCache> {
    const cache = new SchemaCache(db, schemas);
    await cache.reload();
    return cache;
  }

  /** A cache over a given snapshot (pure tests of the planner); reload() reads the database. */
  static fromSnapshot(db: Queryable, snapshot: SchemaSnapshot): SchemaCache {
    const cache = new SchemaCache(db, snapshot.schemas);
    cache.#snapshot = snapshot;
    cache.#stale = false;
    return cache;
  }

  /** Loads the cache if it was never read (the database was down at start); cheap otherwise. */
  async ensureLoaded(): Promise<void> {
    if (this.#stale) await this.reload();
  }

  get snapshot(): SchemaSnapshot {
    return this.#snapshot;
  }

  get version(): number {
    return this.#version;
  }

  /** Re-reads pg_catalog, e.g. after migrations; call it whenever the exposed schemas change. */
  async reload(): Promise<void> {
    // Concurrent callers share one read of the catalog.
    this.#loading ??= (async () => {
      try {
        this.#snapshot = await loadSchemaSnapshot(this.#db, this.#snapshot.schemas);
        this.#stale = false;
        this.#version++;
      } finally {
        this.#loading = undefined;
      }
    })();
    return this.#loading;
  }

  table(schema: string, name: string): Table | undefined {
    return this.#snapshot.tables.get(qualified(schema, name));
  }

  routines(schema: string, name: string): Routine[] {
    return this.#snapshot.routines.get(qualified(schema, name)) ?? [];
  }
}
