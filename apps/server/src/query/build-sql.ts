import { deadlineCheckSql, embeddedRowCheckSql } from '../plan/cost-limits.ts';
import type { Operation } from '../api-request/types.ts';
import type {
  CallPlan,
  ColumnRef,
  CondTree,
  JoinPath,
  MutatePlan,
  ReadNode,
  ReadPlan,
  Source,
} from '../plan/plan.ts';

/**
 * Plan → one parameterised SQL statement. Identifiers come only from the plan (which took them
 * from the schema cache) and are quoted; every request value is a bound parameter. The body is
 * produced as JSON text in SQL so the server never re-serialises rows.
 */

export interface BuiltQuery {
  text: string;
  params: string[];
}

/** Result columns every statement returns: page count, optional total, the body as JSON text. */
export interface ResultRow {
  page: string;
  /** A read's exact total when counted; an upsert's number of rows inserted (not updated). */
  total: string | null;
  body: string | null;
}

export function ident(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}

class Writer {
  readonly params: string[] = [];
  /** Index of the parameter that carries a whole request body (single json argument). */
  bodyIndex = -1;
  #alias = 0;
  constructor(readonly checkDeadline = false) {}
  /**
   * The deadline check for the relation a statement scans (PGlite: deadlineCheckSql). Embedded
   * relations are left to count_embedded_row, which reads the clock every 64 rows it builds: a
   * check on every row an embedding scans cost ten times the join where no index serves it.
   */
  deadline(): string[] {
    return this.checkDeadline ? [deadlineCheckSql] : [];
  }
  /**
   * The deadline check on an embedding's json_agg (PGlite): a HAVING clause runs once the
   * aggregate is final, once per parent row, and the planner never moves a volatile one. The rows
   * aggregated passed count_embedded_row; this covers the aggregation after them (one clock
   * reading a parent row: no cost measurable on embedding reads of 5–345 KB).
   */
  afterAggregate(): string {
    return this.checkDeadline ? ` having ${deadlineCheckSql}` : '';
  }
  /**
   * The statement's result row, checked for the deadline once it is built (PGlite): the whole
   * body's json_agg and its cast to text come after every row's check, 80 of the 210 ms of a
   * 6-level embedding read. `offset 0` keeps the planner from pushing the condition into the
   * aggregate (a HAVING there runs before the cast, which copies the body twice).
   */
  checkedResult(select: string): string {
    return this.checkDeadline
      ? `select * from (${select} offset 0) as pgrst_result where ${deadlineCheckSql}`
      : select;
  }
  /**
   * Binds a value as text (`$n::text`); callers cast it on to the type they need. Declaring text
   * keeps drivers from re-encoding strings for a type the server inferred (postgres.js would
   * JSON-encode a json parameter and reformat a date one).
   */
  bind(value: string): string {
    return `$${this.params.push(value)}::text`;
  }
  bindBody(): string {
    this.bodyIndex = this.params.push('null') - 1;
    return `$${this.bodyIndex + 1}::text`;
  }
  alias(prefix: string): string {
    return ident(`pgrst_${prefix}${this.#alias++}`);
  }
}

function colExpr(w: Writer, alias: string, ref: ColumnRef): string {
  let e = `${alias}.${ident(ref.column)}`;
  for (const step of ref.json) {
    const key = /^-?\d+$/.test(step.key) ? `${w.bind(step.key)}::int` : w.bind(step.key);
    e = `(${e}${step.arrow}${key})`;
  }
  return e;
}

const compareSql: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&<',
  nxr: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const ftsFunctions: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** A Postgres array literal of text elements, bound as one parameter (`{"a","b\"c"}`). */
export function arrayLiteral(values: readonly string[]): string {
  return (
    '{' +
    values.map((v) => '"' + v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') +
    '}'
  );
}

const textOperators = new Set(['like', 'ilike', 'match', 'imatch']);

/** `type` is the cache's type of the left side; the value is cast to it (text for patterns). */
function operationSql(w: Writer, lhs: string, type: string, op: Operation): string {
  switch (op.kind) {
    case 'compare': {
      const rhs = textOperators.has(op.op) ? w.bind(op.value) : `${w.bind(op.value)}::${type}`;
      return `${lhs} ${compareSql[op.op] ?? '='} ${rhs}`;
    }
    case 'quantified': {
      const elem = textOperators.has(op.op) ? 'text' : type;
      const rhs = `${op.quantifier}(${w.bind(op.value)}::${elem}[])`;
      return `${lhs} ${compareSql[op.op] ?? '='} ${rhs}`;
    }
    case 'in':
      if (op.values.length === 0) return 'false';
      return `${lhs} = any(${w.bind(arrayLiteral(op.values))}::${type}[])`;
    case 'is':
      switch (op.value) {
        case 'null':
          return `${lhs} is null`;
        case 'not_null':
          return `${lhs} is not null`;
        case 'true':
          return `${lhs} is true`;
        case 'false':
          return `${lhs} is false`;
        case 'unknown':
          return `${lhs} is unknown`;
      }
      break;
    case 'fts': {
      const fn = ftsFunctions[op.op] ?? 'to_tsquery';
      const q = op.language
        ? `${fn}(${w.bind(op.language)}::regconfig, ${w.bind(op.value)})`
        : `${fn}(${w.bind(op.value)})`;
      return `${lhs} @@ ${q}`;
    }
  }
  return 'false';
}

function condSql(w: Writer, alias: string, c: CondTree): string {
  switch (c.kind) {
    case 'filter': {
      const s = operationSql(w, colExpr(w, alias, c.ref), c.ref.type, c.operation);
      return c.negate ? `not (${s})` : s;
    }
    case 'logic': {
      const parts = c.children.map((ch) => `(${condSql(w, alias, ch)})`);
      const s = parts.length
        ? parts.join(c.op === 'and' ? ' and ' : ' or ')
        : c.op === 'and'
          ? 'true'
          : 'false';
      // Parenthesised: the caller joins conditions with `and`.
      return c.negate ? `not (${s})` : `(${s})`;
    }
    case 'exists': {
      const e = c.embed;
      const a = w.alias('x');
      const conds = [...joinConds(w, e, a, alias), ...e.where.map((x) => condSql(w, a, x))];
      return `exists (select 1 from ${sourceSql(w, e.source)} as ${a} where ${conds.join(' and ')})`;
    }
  }
}

function joinConds(
  w: Writer,
  e: { join: JoinPath },
  childAlias: string,
  parentAlias: string,
): string[] {
  const j = e.join;
  if (j.kind === 'direct')
    return j.pairs.map(([c, p]) => `${childAlias}.${ident(c)} = ${parentAlias}.${ident(p)}`);
  const ja = w.alias('j');
  const conds = [
    ...j.child.map(([jc, c]) => `${ja}.${ident(jc)} = ${childAlias}.${ident(c)}`),
    ...j.parent.map(([jc, p]) => `${ja}.${ident(jc)} = ${parentAlias}.${ident(p)}`),
  ];
  return [
    `exists (select 1 from ${ident(j.schema)}.${ident(j.table)} as ${ja} where ${conds.join(' and ')})`,
  ];
}

function whereSql(w: Writer, alias: string, where: CondTree[], extra: string[] = []): string {
  const all = [...extra, ...where.map((c) => condSql(w, alias, c))];
  return all.length ? ` where ${all.join(' and ')}` : '';
}

function orderSql(w: Writer, alias: string, node: ReadNode): string {
  if (!node.order.length) return '';
  return (
    ' order by ' +
    node.order
      .map((o) => {
        let s: string;
        if (o.embed) {
          // A column of an embedded to-one row: read from its source through the same join.
          const ea = w.alias('o');
          const conds = joinConds(w, o.embed, ea, alias);
          s = `(select ${colExpr(w, ea, o.ref)} from ${sourceSql(w, o.embed.source)} as ${ea} where ${conds.join(' and ')})`;
        } else s = colExpr(w, alias, o.ref);
        if (o.direction) s += ` ${o.direction}`;
        if (o.nulls) s += ` nulls ${o.nulls}`;
        return s;
      })
      .join(', ')
  );
}

function limitSql(w: Writer, limit: number | undefined, offset: number | undefined): string {
  let s = '';
  if (limit !== undefined) s += ` limit ${w.bind(String(limit))}::bigint`;
  if (offset) s += ` offset ${w.bind(String(offset))}::bigint`;
  return s;
}

/** A field's SQL: the (cast) column, or an aggregate of it, cast after. */
function fieldSql(w: Writer, alias: string, f: ReadNode['fields'][number]): string {
  const agg = f.aggregate;
  let e = agg?.star ? '*' : colExpr(w, alias, f.ref);
  if (f.cast && !agg?.star) e = `(${e})::${f.cast}`;
  if (agg) {
    e = `${agg.fn}(${e})`;
    if (agg.cast) e = `(${e})::${agg.cast}`;
  }
  return e;
}

/** Whether the node selects aggregates: its other fields and embeds are then grouped by. */
function aggregated(node: ReadNode): boolean {
  return node.fields.some((f) => f.aggregate !== undefined);
}

/** The JSON object of one row of a node; keys bound, chunked under the 100-argument limit. */
function objectSql(w: Writer, alias: string, node: ReadNode, embedAliases: string[]): string {
  const pairs: string[] = [];
  const grouped = aggregated(node);
  for (const f of node.fields) pairs.push(`${w.bind(f.key)}, ${fieldSql(w, alias, f)}`);
  node.embeds.forEach((e, i) => {
    const ea = embedAliases[i] ?? 'null';
    // Grouped rows select the embedding's text (json has no equality to group by).
    const value = grouped ? `(${ea}.j::text)::json` : `${ea}.j`;
    if (e.spread) {
      // `...rel(cols)`: each key of the embedded object becomes a key of this one.
      const keys = [...e.fields.map((f) => f.key), ...e.embeds.map((x) => x.key)];
      for (const k of keys) pairs.push(`${w.bind(k)}, ${value} -> ${w.bind(k)}`);
    } else pairs.push(`${w.bind(e.key)}, ${value}`);
  });
  if (pairs.length === 0) return `'{}'::json`;
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 50)
    chunks.push(`json_build_object(${pairs.slice(i, i + 50).join(', ')})`);
  if (chunks.length === 1) return chunks[0] ?? `'{}'::json`;
  return `(${chunks.map((c) => `${c}::jsonb`).join(' || ')})::json`;
}

/** PostgREST's automatic GROUP BY: every selected field that is not an aggregate, and embeds. */
function groupBySql(w: Writer, alias: string, node: ReadNode, embedAliases: string[]): string {
  if (!aggregated(node)) return '';
  const keys = [
    ...node.fields.filter((f) => !f.aggregate).map((f) => fieldSql(w, alias, f)),
    ...embedAliases.map((ea) => `${ea}.j::text`),
  ];
  return keys.length ? ` group by ${keys.join(', ')}` : '';
}

function argsAlias(): string {
  return ident('pgrst_args');
}

/** A FROM item for a source (without its alias). Function arguments arrive as one JSON parameter. */
function sourceSql(w: Writer, source: Source): string {
  if (source.kind === 'relation') return `${ident(source.schema)}.${ident(source.name)}`;
  return `(select pgrst_f.* from ${callFromSql(w, source.routine, source.args)} as pgrst_f)`;
}

/**
 * `json_to_record($n) as args(...) cross join lateral fn(a := args.a)`: PostgreSQL converts the
 * JSON values to each parameter's type itself, arrays and json included.
 */
function callFromSql(w: Writer, routine: CallPlan['routine'], args: CallPlan['args']): string {
  const fn = `${ident(routine.schema)}.${ident(routine.name)}`;
  if (args === 'whole-body') {
    const type = routine.params[0]?.type === 'json' ? 'json' : 'jsonb';
    return `${fn}(${w.bindBody()}::${type})`;
  }
  const given = routine.params.filter((p) => args.has(p.name));
  if (given.length === 0) return `${fn}()`;
  const json = JSON.stringify(Object.fromEntries(given.map((p) => [p.name, args.get(p.name)])));
  const a = argsAlias();
  const defs = given.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
  const call = given.map((p) => `${ident(p.name)} := ${a}.${ident(p.name)}`).join(', ');
  return `json_to_record(${w.bind(json)}::json) as ${a}(${defs}) cross join lateral ${fn}(${call})`;
}

/** `select <object> as j from source as alias <embeds> where … order … limit …` */
function rowsSql(
  w: Writer,
  node: ReadNode,
  alias: string,
  from: string,
  extraWhere: string[],
  limit: number | undefined,
  offset: number | undefined,
): string {
  const laterals: string[] = [];
  const embedAliases: string[] = [];
  for (const e of node.embeds) {
    const ea = w.alias('e');
    const ca = w.alias('t');
    embedAliases.push(ea);
    const inner = rowsSql(
      w,
      e,
      ca,
      `${sourceSql(w, e.source)} as ${ca}`,
      [...joinConds(w, e, ca, alias), embeddedRowCheckSql],
      e.limit,
      e.offset,
    );
    if (e.toOne) laterals.push(` left join lateral (${inner}) as ${ea} on true`);
    else
      laterals.push(
        ` left join lateral (select coalesce(json_agg(pgrst_x.j), '[]') as j from (${inner}) as pgrst_x${w.afterAggregate()}) as ${ea} on true`,
      );
  }
  return (
    `select ${objectSql(w, alias, node, embedAliases)} as j from ${from}${laterals.join('')}` +
    whereSql(w, alias, node.where, extraWhere) +
    groupBySql(w, alias, node, embedAliases) +
    orderSql(w, alias, node) +
    limitSql(w, limit, offset)
  );
}

export interface ReadOptions {
  limit: number | undefined;
  offset: number;
  count: boolean;
  singular: boolean;
  /**
   * Check the deadline (PGlite, where statement_timeout never fires): on every row the statement
   * scans, after each embedding's json_agg and on the result row.
   */
  checkDeadline?: boolean;
}

function bodySql(singular: boolean): string {
  return singular
    ? `coalesce((json_agg(pgrst_r.j) -> 0)::text, 'null')`
    : `coalesce(json_agg(pgrst_r.j), '[]')::text`;
}

/** The read statement: page count, optional exact total, body. */
export function buildRead(
  plan: ReadPlan | { node: ReadNode },
  opts: ReadOptions,
  w = new Writer(opts.checkDeadline),
): BuiltQuery {
  const node = plan.node;
  const alias = w.alias('t');
  // A function result is computed once (a CTE) even when the count reads it too: a volatile
  // function must not run twice.
  let prefix = '';
  let source = sourceSql(w, node.source);
  if (node.source.kind === 'function' && opts.count) {
    prefix = `with pgrst_call as materialized ${source} `;
    source = 'pgrst_call';
  }
  const rows = rowsSql(
    w,
    node,
    alias,
    `${source} as ${alias}`,
    w.deadline(),
    opts.limit,
    opts.offset,
  );
  let total = 'null::text';
  if (opts.count) {
    const ca = w.alias('c');
    const countSource = node.source.kind === 'function' ? source : sourceSql(w, node.source);
    total = `(select count(*) from ${countSource} as ${ca}${whereSql(w, ca, node.where, w.deadline())})::text`;
  }
  const text =
    prefix +
    w.checkedResult(
      `select count(pgrst_r.j)::text as page, ${total} as total, ${bodySql(opts.singular)} as body from (${rows}) as pgrst_r`,
    );
  return { text, params: w.params };
}

/** Writes in a CTE, then the response shaped like a read of the changed rows. */
export function buildMutate(
  plan: MutatePlan,
  bodyText: string | undefined,
  opts: { representation: boolean; singular: boolean; checkDeadline?: boolean },
): BuiltQuery {
  const w = new Writer(opts.checkDeadline);
  const t = plan.table;
  const table = `${ident(t.schema)}.${ident(t.name)}`;
  // An upsert into a table tells inserted rows from updated ones (xmax is 0 for a new row
  // version), so the response can say 200 when it only updated.
  const countInserted =
    plan.kind === 'create' && plan.onConflict !== undefined && t.kind === 'table';
  const flag = countInserted ? ', (xmax = 0) as pgrst_inserted' : '';
  const ret = opts.representation ? ` returning *${flag}` : ` returning 1${flag}`;
  const inserted = countInserted
    ? '(select count(*) from pgrst_mut where pgrst_inserted)::text'
    : 'null::text';
  let mutation: string;
  if (plan.kind === 'create') {
    const body = w.bind(bodyText ?? '[]');
    const cols = plan.columns.map(ident).join(', ');
    let source = `json_populate_recordset(null::${table}, ${body}::json) as pgrst_b`;
    let values = plan.columns.map((c) => `pgrst_b.${ident(c)}`);
    if (plan.missingDefault) {
      // Prefer: missing=default — a key absent from an object takes the column default (the
      // catalog's own expression, as PostgREST does), an explicit null stays null.
      source = `json_array_elements(${body}::json) as pgrst_e cross join lateral json_populate_record(null::${table}, pgrst_e) as pgrst_b`;
      values = plan.columns.map((c) => {
        const def = t.columns.get(c)?.default;
        const v = `pgrst_b.${ident(c)}`;
        return def ? `case when pgrst_e::jsonb ? ${w.bind(c)} then ${v} else ${def} end` : v;
      });
    }
    mutation = plan.columns.length
      ? `insert into ${table} (${cols}) select ${values.join(', ')} from ${source}`
      : `insert into ${table} select from ${source}`;
    if (plan.onConflict) {
      const target = plan.onConflict.columns.map(ident).join(', ');
      const updatable = plan.columns.filter((c) => !plan.onConflict?.columns.includes(c));
      if (plan.onConflict.action === 'ignore' || updatable.length === 0)
        mutation += ` on conflict (${target}) do nothing`;
      else
        mutation += ` on conflict (${target}) do update set ${updatable.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
    }
    mutation += ret;
  } else if (plan.kind === 'update') {
    const alias = w.alias('t');
    if (plan.columns.length === 0) {
      mutation = `select * from ${table} where false`;
    } else {
      const body = w.bind(bodyText ?? '{}');
      const sets = plan.columns.map((c) => `${ident(c)} = pgrst_b.${ident(c)}`).join(', ');
      mutation =
        `update ${table} as ${alias} set ${sets} from (select * from json_populate_record(null::${table}, ${body}::json)) as pgrst_b` +
        whereSql(w, alias, plan.where, w.deadline()) +
        (opts.representation ? ` returning ${alias}.*` : ' returning 1');
    }
  } else {
    const alias = w.alias('t');
    mutation =
      `delete from ${table} as ${alias}${whereSql(w, alias, plan.where, w.deadline())}` +
      (opts.representation ? ` returning ${alias}.*` : ' returning 1');
  }
  let text: string;
  if (opts.representation) {
    const alias = w.alias('t');
    const rows = rowsSql(
      w,
      plan.returning,
      alias,
      `pgrst_mut as ${alias}`,
      [],
      undefined,
      undefined,
    );
    text = `with pgrst_mut as (${mutation}) ${w.checkedResult(`select count(pgrst_r.j)::text as page, ${inserted} as total, ${bodySql(opts.singular)} as body from (${rows}) as pgrst_r`)}`;
  } else {
    text = `with pgrst_mut as (${mutation}) select count(*)::text as page, ${inserted} as total, null::text as body from pgrst_mut`;
  }
  return { text, params: w.params };
}

/** A function call: scalars as one JSON value, composite results read like a relation. */
export function buildCall(
  plan: CallPlan,
  opts: ReadOptions,
  bodyText: string | undefined,
): BuiltQuery {
  const w = new Writer(opts.checkDeadline);
  if (plan.node) {
    const q = buildRead(
      { node: plan.node },
      { ...opts, singular: opts.singular || !plan.routine.returnsSet },
      w,
    );
    return withBody(q, bodyText, w);
  }
  let text: string;
  if (plan.routine.returnKind === 'void') {
    text = `select count(*)::text as page, null::text as total, null::text as body from ${callFromSql(w, plan.routine, plan.args)}`;
  } else if (plan.routine.returnsSet) {
    // The alias names the last FROM item, the function; a scalar function's row is its value.
    text = w.checkedResult(
      `select count(*)::text as page, null::text as total, coalesce(json_agg(pgrst_s), '[]')::text as body from ${callFromSql(w, plan.routine, plan.args)} as pgrst_s`,
    );
  } else {
    text = `select '1' as page, null::text as total, coalesce(to_json(${scalarCall(w, plan)})::text, 'null') as body`;
  }
  return withBody({ text, params: w.params }, bodyText, w);
}

function scalarCall(w: Writer, plan: CallPlan): string {
  const fn = `${ident(plan.routine.schema)}.${ident(plan.routine.name)}`;
  if (plan.args === 'whole-body') {
    const type = plan.routine.params[0]?.type === 'json' ? 'json' : 'jsonb';
    return `${fn}(${w.bindBody()}::${type})`;
  }
  const given = plan.routine.params.filter((p) => (plan.args as Map<string, unknown>).has(p.name));
  if (given.length === 0) return `${fn}()`;
  const args = plan.args;
  const json = JSON.stringify(Object.fromEntries(given.map((p) => [p.name, args.get(p.name)])));
  const a = argsAlias();
  const defs = given.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
  const call = given.map((p) => `${ident(p.name)} := ${a}.${ident(p.name)}`).join(', ');
  return `(select ${fn}(${call}) from json_to_record(${w.bind(json)}::json) as ${a}(${defs}))`;
}

/** The whole body, for a function taking one unnamed json argument. */
function withBody(q: BuiltQuery, bodyText: string | undefined, w: Writer): BuiltQuery {
  if (w.bodyIndex < 0) return q;
  const params = [...q.params];
  params[w.bodyIndex] = bodyText ?? 'null';
  return { text: q.text, params };
}
