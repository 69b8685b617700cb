import type {
  AggregateFn,
  ApiRequest,
  Field,
  LogicTree,
  Operation,
  OrderTerm,
  SelectItem,
} from '../api-request/types.ts';
import {
  ambiguousRelationship,
  ApiError,
  invalidBody,
  noColumn,
  noFunction,
  noRelationship,
  noTable,
  parseError,
  relatedOrderNotToOne,
  type RelationshipCandidate,
} from '../errors/api-error.ts';
import type {
  Column,
  ForeignKey,
  Routine,
  SchemaCache,
  Table,
} from '../schema-cache/schema-cache.ts';

/**
 * ApiRequest + schema cache → a plan whose every identifier was found in the cache. Request
 * values (filter values, JSON keys, aliases) stay values; the query module binds them.
 */

export const maxEmbedDepth = 8;

/** A column of the node's relation, resolved from the cache. */
export interface ColumnRef {
  column: string;
  json: Field['json'];
  /** SQL type of the expression (cache text, no modifiers): request values are cast to it. */
  type: string;
}

function refType(c: Column, json: Field['json']): string {
  const last = json[json.length - 1];
  if (!last) return c.castType;
  if (last.arrow === '->>') return 'text';
  return c.baseType === 'json' ? 'json' : 'jsonb';
}

export type ResolvedFilter = {
  kind: 'filter';
  ref: ColumnRef;
  negate: boolean;
  operation: Operation;
};
export type CondTree =
  | ResolvedFilter
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: CondTree[] }
  | { kind: 'exists'; embed: EmbedNode };

export interface OutField {
  /** Output key: an alias, a JSON key or a column name (bound as a value, never spliced). */
  key: string;
  ref: ColumnRef;
  /** Canonical SQL type name from castTypes, never request text. */
  cast: string | undefined;
  /** An aggregate of the (cast) column, or of the rows (`count()`: star), cast after. */
  aggregate?: { fn: AggregateFn; star: boolean; cast: string | undefined };
}

export interface OrderBy {
  ref: ColumnRef;
  /** `order=rel(col)`: the column is of this embedded to-one resource. */
  embed?: EmbedNode;
  direction: 'asc' | 'desc' | undefined;
  nulls: 'first' | 'last' | undefined;
}

/** Where the rows of a node come from. */
export type Source =
  | { kind: 'relation'; schema: string; name: string }
  | { kind: 'function'; routine: Routine; args: Map<string, unknown> | 'whole-body' };

export interface ReadNode {
  source: Source;
  /** Columns known for the source (table columns or function result columns). */
  columns: Map<string, Column>;
  /** The table whose relationships apply (a function returning a table's rows keeps them). */
  table: Table | undefined;
  fields: OutField[];
  embeds: EmbedNode[];
  where: CondTree[];
  order: OrderBy[];
  limit: number | undefined;
  offset: number | undefined;
}

/** How an embedded row relates to its parent row. */
export type JoinPath =
  /** Pairs (child column, parent column) joined with equality. */
  | { kind: 'direct'; pairs: [string, string][] }
  /** Many-to-many through a junction table: (junction column, child/parent column) pairs. */
  | {
      kind: 'junction';
      schema: string;
      table: string;
      child: [string, string][];
      parent: [string, string][];
    };

export interface EmbedNode extends ReadNode {
  key: string;
  /** `...rel(cols)`: the embedded row's keys go into the parent object (to-one only). */
  spread: boolean;
  toOne: boolean;
  inner: boolean;
  join: JoinPath;
}

export interface ReadPlan {
  kind: 'read';
  node: ReadNode;
}

export interface MutatePlan {
  kind: 'create' | 'update' | 'delete';
  table: Table;
  /** Columns written (create/update), each from the cache. */
  columns: string[];
  onConflict: { columns: string[]; action: 'merge' | 'ignore' } | undefined;
  /** Prefer: missing=default: keys absent from a row take the column default instead of null. */
  missingDefault: boolean;
  where: CondTree[];
  /** The response's shape when rows are returned. */
  returning: ReadNode;
}

export interface CallPlan {
  kind: 'call';
  routine: Routine;
  /** A set or composite result read like a relation (filters, select, order apply). */
  node: ReadNode | undefined;
  args: Map<string, unknown> | 'whole-body';
}

export type Plan = ReadPlan | MutatePlan | CallPlan;

/** Casts a request may ask for; the value is what we write in SQL. */
export const castTypes: Readonly<Record<string, string>> = {
  text: 'text',
  varchar: 'text',
  int: 'integer',
  integer: 'integer',
  int4: 'integer',
  int2: 'smallint',
  smallint: 'smallint',
  bigint: 'bigint',
  int8: 'bigint',
  numeric: 'numeric',
  decimal: 'numeric',
  real: 'real',
  float4: 'real',
  float8: 'double precision',
  'double precision': 'double precision',
  boolean: 'boolean',
  bool: 'boolean',
  json: 'json',
  jsonb: 'jsonb',
  date: 'date',
  time: 'time',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  uuid: 'uuid',
  interval: 'interval',
};

function resolveCast(cast: string): string {
  const array = cast.endsWith('[]');
  const base = castTypes[array ? cast.slice(0, -2) : cast];
  if (!base)
    throw parseError(
      `"failed to parse select parameter"`,
      `Unsupported cast: ${cast.slice(0, 30)}`,
    );
  return array ? `${base}[]` : base;
}

const undefinedColumn = (rel: string, col: string): ApiError =>
  new ApiError(400, '42703', `column ${rel}.${col} does not exist`);

interface Ctx {
  cache: SchemaCache;
  schema: string;
  /** PostgREST's db-aggregates-enabled: aggregates in select are refused (PGRST123) without it. */
  aggregates: boolean;
}

const aggregatesNotAllowed = (): ApiError =>
  new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

function relName(node: ReadNode): string {
  return node.source.kind === 'relation' ? node.source.name : node.source.routine.name;
}

function resolveRef(node: ReadNode, field: Field): ColumnRef {
  const c = node.columns.get(field.name);
  if (!c) throw undefinedColumn(relName(node), field.name);
  return { column: field.name, json: field.json, type: refType(c, field.json) };
}

function resolveTree(node: ReadNode, tree: LogicTree): CondTree {
  if (tree.kind === 'filter') {
    const f = tree.filter;
    return {
      kind: 'filter',
      ref: resolveRef(node, f.field),
      negate: f.negate,
      operation: f.operation,
    };
  }
  return {
    kind: 'logic',
    op: tree.op,
    negate: tree.negate,
    children: tree.children.map((c) => resolveTree(node, c)),
  };
}

function resolveOrder(node: ReadNode, terms: OrderTerm[]): OrderBy[] {
  return terms.map((t) => {
    if (t.relation === undefined)
      return { ref: resolveRef(node, t.field), direction: t.direction, nulls: t.nulls };
    // PostgREST's related order: only through an embedded many-to-one or one-to-one resource.
    const embed = node.embeds.find((e) => e.key === t.relation);
    if (!embed) throw notEmbedded(t.relation);
    if (!embed.toOne) throw relatedOrderNotToOne(relName(node), t.relation);
    return { ref: resolveRef(embed, t.field), embed, direction: t.direction, nulls: t.nulls };
  });
}

const notEmbedded = (name: string): ApiError =>
  new ApiError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );

interface Relationship {
  cardinality: RelationshipCandidate['cardinality'];
  fk: ForeignKey;
  /** The second key of a many-to-many relationship (junction → target). */
  fk2: ForeignKey | undefined;
  toOne: boolean;
  join: JoinPath;
  target: Table;
}

const pairs = (a: string[], b: string[]): [string, string][] => a.map((c, i) => [c, b[i] ?? '']);
const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((c) => b.includes(c));
const points = (fk: ForeignKey, from: Table, to: Table) =>
  fk.schema === from.schema &&
  fk.table === from.name &&
  fk.refSchema === to.schema &&
  fk.refTable === to.name;

function relationshipsBetween(ctx: Ctx, parent: Table, target: Table): Relationship[] {
  const out: Relationship[] = [];
  const fks = ctx.cache.snapshot.foreignKeys;
  for (const fk of fks) {
    // parent holds the key: many-to-one, an object
    if (points(fk, parent, target)) {
      out.push({
        cardinality: parent.uniqueKeys.some((k) => sameSet(k, fk.columns))
          ? 'one-to-one'
          : 'many-to-one',
        fk,
        fk2: undefined,
        toOne: true,
        target,
        join: { kind: 'direct', pairs: pairs(fk.refColumns, fk.columns) },
      });
    }
    // target holds the key: one-to-many, an array; one-to-one (an object) when the key is unique
    if (points(fk, target, parent)) {
      const unique = target.uniqueKeys.some((k) => sameSet(k, fk.columns));
      out.push({
        cardinality: unique ? 'one-to-one' : 'one-to-many',
        fk,
        fk2: undefined,
        toOne: unique,
        target,
        join: { kind: 'direct', pairs: pairs(fk.columns, fk.refColumns) },
      });
    }
  }
  // many-to-many: a junction table whose primary key holds a key to each side (PostgREST's rule)
  for (const fk1 of fks) {
    const junction = ctx.cache.table(fk1.schema, fk1.table);
    if (!junction || !points(fk1, junction, parent) || junction === parent || junction === target)
      continue;
    for (const fk2 of fks) {
      if (fk2 === fk1 || !points(fk2, junction, target)) continue;
      const keyCols = [...fk1.columns, ...fk2.columns];
      if (!keyCols.every((c) => junction.primaryKey.includes(c))) continue;
      out.push({
        cardinality: 'many-to-many',
        fk: fk1,
        fk2,
        toOne: false,
        target,
        join: {
          kind: 'junction',
          schema: junction.schema,
          table: junction.name,
          child: pairs(fk2.columns, fk2.refColumns),
          parent: pairs(fk1.columns, fk1.refColumns),
        },
      });
    }
  }
  return out;
}

function findRelationship(
  ctx: Ctx,
  parent: Table,
  name: string,
  hint: string | undefined,
): Relationship {
  let candidates: Relationship[] = [];
  const target = ctx.cache.table(parent.schema, name);
  if (target) candidates = relationshipsBetween(ctx, parent, target);
  if (!target || candidates.length === 0) {
    // PostgREST also embeds by a foreign-key column or constraint name of the parent: `author_id(*)`
    for (const fk of ctx.cache.snapshot.foreignKeys) {
      if (fk.schema !== parent.schema || fk.table !== parent.name) continue;
      if (fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name)) {
        const t = ctx.cache.table(fk.refSchema, fk.refTable);
        if (t)
          candidates.push({
            cardinality: 'many-to-one',
            fk,
            fk2: undefined,
            toOne: true,
            target: t,
            join: { kind: 'direct', pairs: pairs(fk.refColumns, fk.columns) },
          });
      }
    }
    // A key column also leads to the views over its table; the table itself wins.
    if (candidates.some((r) => r.target.kind === 'table'))
      candidates = candidates.filter((r) => r.target.kind === 'table');
  }
  if (hint !== undefined) {
    candidates = candidates.filter((r) =>
      r.join.kind === 'junction'
        ? r.join.table === hint || r.fk.name === hint || r.fk2?.name === hint
        : r.fk.name === hint ||
          (r.fk.columns.length === 1 && r.fk.columns[0] === hint) ||
          (r.fk.refColumns.length === 1 && r.fk.refColumns[0] === hint && r.toOne === false),
    );
  }
  if (candidates.length === 0) throw noRelationship(parent.name, name, parent.schema, hint);
  if (candidates.length > 1) {
    // Like PostgREST, list the candidates so the client can pick one with `!name`.
    throw ambiguousRelationship(
      parent.name,
      name,
      candidates.map((r) => describeRelationship(parent, r)),
    );
  }
  return candidates[0] as Relationship;
}

const cols = (c: readonly string[]) => `(${c.join(', ')})`;

/** A relationship as PostgREST's PGRST201 details and hint describe it. */
function describeRelationship(parent: Table, r: Relationship): RelationshipCandidate {
  const embedding = `${parent.name} with ${r.target.name}`;
  if (r.join.kind === 'junction') {
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${r.join.table} using ${r.fk.name}${cols(r.fk.columns)} and ${r.fk2?.name ?? ''}${cols(r.fk2?.columns ?? [])}`,
      hint: r.join.table,
      target: r.target.name,
    };
  }
  // The join pairs are (target column, parent column), in the order of the key.
  const own = r.join.pairs.map((p) => p[1]);
  const their = r.join.pairs.map((p) => p[0]);
  return {
    cardinality: r.cardinality,
    embedding,
    relationship: `${r.fk.name} using ${parent.name}${cols(own)} and ${r.target.name}${cols(their)}`,
    hint: r.fk.name,
    target: r.target.name,
  };
}

function keyOf(item: Extract<SelectItem, { kind: 'embed' }>): string {
  return item.alias ?? item.name;
}

function buildNode(
  ctx: Ctx,
  source: Source,
  columns: Map<string, Column>,
  table: Table | undefined,
  select: SelectItem[],
  depth: number,
): ReadNode {
  const node: ReadNode = {
    source,
    columns,
    table,
    fields: [],
    embeds: [],
    where: [],
    order: [],
    limit: undefined,
    offset: undefined,
  };
  for (const item of select) {
    if (item.kind === 'star') {
      for (const c of columns.values()) {
        node.fields.push({
          key: c.name,
          ref: { column: c.name, json: [], type: c.castType },
          cast: undefined,
        });
      }
    } else if (item.kind === 'count') {
      if (!ctx.aggregates) throw aggregatesNotAllowed();
      const any = [...columns.values()][0];
      node.fields.push({
        key: item.alias ?? 'count',
        ref: { column: any?.name ?? '', json: [], type: any?.castType ?? 'text' },
        cast: undefined,
        aggregate: {
          fn: 'count',
          star: true,
          cast: item.cast === undefined ? undefined : resolveCast(item.cast),
        },
      });
    } else if (item.kind === 'field') {
      const ref = resolveRef(node, item.field);
      const lastKey = item.field.json[item.field.json.length - 1]?.key;
      const cast = item.cast === undefined ? undefined : resolveCast(item.cast);
      if (item.aggregate) {
        if (!ctx.aggregates) throw aggregatesNotAllowed();
        const aggCast = item.aggregate.cast;
        node.fields.push({
          key: item.alias ?? item.aggregate.fn,
          ref,
          cast,
          aggregate: {
            fn: item.aggregate.fn,
            star: false,
            cast: aggCast === undefined ? undefined : resolveCast(aggCast),
          },
        });
      } else node.fields.push({ key: item.alias ?? lastKey ?? item.field.name, ref, cast });
    } else {
      if (depth >= maxEmbedDepth)
        throw parseError('"embedding too deep"', `Embedding is limited to ${maxEmbedDepth} levels`);
      if (!table) throw noRelationship(relName(node), item.name, ctx.schema);
      const rel = findRelationship(ctx, table, item.name, item.hint);
      const child = buildNode(
        ctx,
        { kind: 'relation', schema: rel.target.schema, name: rel.target.name },
        rel.target.columns,
        rel.target,
        item.select,
        depth + 1,
      );
      // A function result may lack a column its table's key needs.
      const parentCols =
        rel.join.kind === 'direct'
          ? rel.join.pairs.map((p) => p[1])
          : rel.join.parent.map((p) => p[1]);
      if (!parentCols.every((p) => columns.has(p)))
        throw noRelationship(relName(node), item.name, ctx.schema);
      if (item.spread && !rel.toOne)
        throw new ApiError(
          400,
          'PGRST119',
          `A spread operation on '${item.name}' is not possible`,
          `'${relName(node)}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
        );
      node.embeds.push({
        ...child,
        key: keyOf(item),
        spread: item.spread === true,
        toOne: rel.toOne,
        inner: item.joinType === 'inner',
        join: rel.join,
      });
    }
  }
  return node;
}

function findEmbed(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const seg of path) {
    const next = node.embeds.find((e) => e.key === seg);
    if (!next) throw notEmbedded(seg);
    node = next;
  }
  return node;
}

/** Filters, order and limits of the query string applied to a node tree. */
function applyQuery(root: ReadNode, req: ApiRequest, allowEmbedded: boolean): void {
  for (const { path, tree } of req.query.filters) {
    if (path.length > 0 && !allowEmbedded)
      throw parseError('"filters on embedded resources are not allowed here"');
    const node = findEmbed(root, path);
    node.where.push(resolveTree(node, tree));
  }
  for (const { path, terms } of req.query.order) {
    const node = findEmbed(root, path);
    node.order.push(...resolveOrder(node, terms));
  }
  for (const l of req.query.limits) {
    const node = findEmbed(root, l.path);
    node.limit = l.limit;
    node.offset = l.offset;
  }
  // !inner embeds filter their parent: an exists() condition next to the parent's filters.
  const addInner = (node: ReadNode) => {
    for (const e of node.embeds) {
      addInner(e);
      if (e.inner) node.where.push({ kind: 'exists', embed: e });
    }
  };
  addInner(root);
}

function requireTable(ctx: Ctx, name: string): Table {
  const t = ctx.cache.table(ctx.schema, name);
  if (!t) throw noTable(ctx.schema, name);
  return t;
}

function tableNode(ctx: Ctx, t: Table, select: SelectItem[] | undefined): ReadNode {
  return buildNode(
    ctx,
    { kind: 'relation', schema: t.schema, name: t.name },
    t.columns,
    t,
    select ?? [{ kind: 'star' }],
    0,
  );
}

function payloadKeys(req: ApiRequest): string[] {
  const p = req.payload;
  if (Array.isArray(p)) {
    const keys = new Set<string>();
    for (const row of p as Record<string, unknown>[]) for (const k of Object.keys(row)) keys.add(k);
    return [...keys];
  }
  return typeof p === 'object' && p !== null ? Object.keys(p) : [];
}

function chooseRoutine(
  ctx: Ctx,
  req: ApiRequest,
): { routine: Routine; args: Map<string, unknown> | 'whole-body' } {
  const candidates = ctx.cache.routines(ctx.schema, req.target);
  const readLike = req.method === 'GET' || req.method === 'HEAD';
  let given: Map<string, unknown>;
  if (readLike) {
    // A repeated argument is an array (`?ids=1&ids=2`), as in PostgREST.
    given = new Map<string, unknown>();
    for (const [k, v] of req.query.rpcArgs) {
      const prev = given.get(k);
      given.set(
        k,
        prev === undefined ? v : Array.isArray(prev) ? [...(prev as unknown[]), v] : [prev, v],
      );
    }
  } else {
    const p = req.payload;
    given =
      typeof p === 'object' && p !== null && !Array.isArray(p)
        ? new Map<string, unknown>(Object.entries(p as Record<string, unknown>))
        : new Map<string, unknown>();
  }
  const names = [...given.keys()];
  for (const r of candidates) {
    const paramNames = new Set(r.params.map((p) => p.name));
    const required = r.params.filter((p) => !p.hasDefault);
    if (r.params.some((p) => p.name === '') && !r.singleUnnamedJson) continue;
    if (r.singleUnnamedJson) continue;
    if (names.every((n) => paramNames.has(n)) && required.every((p) => given.has(p.name))) {
      return { routine: r, args: given };
    }
  }
  const whole = candidates.find((r) => r.singleUnnamedJson);
  if (whole && !readLike) return { routine: whole, args: 'whole-body' };
  if (
    !readLike &&
    (typeof req.payload !== 'object' || req.payload === null || Array.isArray(req.payload))
  ) {
    throw invalidBody('The body of a function call must be a JSON object of named arguments');
  }
  const overload = candidates.length === 1 ? candidates[0]?.params.map((p) => p.name) : undefined;
  throw noFunction(ctx.schema, req.target, names, !readLike, overload);
}

/**
 * PUT replaces one row named by its whole primary key: PostgREST's rule that the filters are
 * exactly `pk=eq.v` and that the body carries the same key values.
 */
function checkPut(t: Table, req: ApiRequest): void {
  const filters = req.query.filters;
  const eqs = new Map<string, string>();
  for (const f of filters) {
    const tree = f.tree;
    if (
      f.path.length ||
      tree.kind !== 'filter' ||
      tree.filter.negate ||
      tree.filter.field.json.length
    )
      break;
    const op = tree.filter.operation;
    if (op.kind !== 'compare' || op.op !== 'eq' || eqs.has(tree.filter.field.name)) break;
    eqs.set(tree.filter.field.name, op.value);
  }
  if (
    t.primaryKey.length === 0 ||
    eqs.size !== filters.length ||
    !sameSet([...eqs.keys()], t.primaryKey)
  ) {
    throw new ApiError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
  const body = req.payload as Record<string, unknown>;
  for (const [k, v] of eqs) {
    const b = body[k];
    if ((typeof b !== 'string' && typeof b !== 'number') || String(b) !== v) {
      throw new ApiError(
        400,
        'PGRST115',
        'Payload values do not match URL in primary key column(s)',
      );
    }
  }
}

/** Builds the plan of one request against the current schema cache. */
export function planRequest(
  cache: SchemaCache,
  req: ApiRequest,
  options: { aggregates?: boolean } = {},
): Plan {
  const ctx: Ctx = { cache, schema: req.schema, aggregates: options.aggregates === true };
  switch (req.action) {
    case 'read': {
      const t = requireTable(ctx, req.target);
      const node = tableNode(ctx, t, req.query.select);
      applyQuery(node, req, true);
      return { kind: 'read', node };
    }
    case 'create':
    case 'upsert':
    case 'update':
    case 'delete': {
      const t = requireTable(ctx, req.target);
      const returning = tableNode(ctx, t, req.query.select);
      // Filters address the mutated rows; embedded filters only shape the response.
      const where: CondTree[] = [];
      for (const { path, tree } of req.query.filters) {
        if (path.length === 0) where.push(resolveTree(returning, tree));
        else findEmbed(returning, path).where.push(resolveTree(findEmbed(returning, path), tree));
      }
      for (const { path, terms } of req.query.order) {
        if (path.length > 0) {
          const n = findEmbed(returning, path);
          n.order.push(...resolveOrder(n, terms));
        }
      }
      let columns: string[] = [];
      if (req.action !== 'delete') {
        columns = req.query.columns ?? payloadKeys(req);
        for (const c of columns) if (!t.columns.has(c)) throw noColumn(c, t.name);
      }
      if (req.action === 'upsert') checkPut(t, req);
      let onConflict: MutatePlan['onConflict'];
      if (req.action === 'upsert' || (req.action === 'create' && req.prefer.resolution)) {
        const cols = req.query.onConflict ?? t.primaryKey;
        if (cols.length === 0)
          throw new ApiError(
            400,
            'PGRST100',
            'on_conflict is required: the table has no primary key',
          );
        for (const c of cols) if (!t.columns.has(c)) throw noColumn(c, t.name);
        onConflict = {
          columns: cols,
          action: req.prefer.resolution === 'ignore-duplicates' ? 'ignore' : 'merge',
        };
      }
      const kind = req.action === 'upsert' ? 'create' : req.action;
      if (
        kind === 'create' &&
        req.query.filters.some((f) => f.path.length === 0) &&
        req.action !== 'upsert'
      ) {
        throw parseError('"filters are not allowed on insert"');
      }
      return {
        kind,
        table: t,
        columns,
        onConflict,
        missingDefault: kind === 'create' && req.prefer.missing === 'default',
        where: req.action === 'upsert' ? [] : where,
        returning,
      };
    }
    case 'call': {
      const { routine, args } = chooseRoutine(ctx, req);
      // A volatile function over GET runs like any other, in the read-only transaction of a
      // GET: if it writes, PostgreSQL refuses (25006, 405), as with PostgREST.
      let node: ReadNode | undefined;
      if (routine.returnKind === 'composite') {
        const rt = routine.returnTable
          ? cache.table(routine.returnTable.schema, routine.returnTable.name)
          : undefined;
        const columns = rt?.columns ?? new Map(routine.returnColumns.map((c) => [c.name, c]));
        node = buildNode(
          ctx,
          { kind: 'function', routine, args },
          columns,
          rt,
          req.query.select ?? [{ kind: 'star' }],
          0,
        );
        applyQuery(node, req, true);
      } else if (req.query.filters.length || req.query.select || req.query.order.length) {
        throw parseError('"filters, select and order apply only to functions returning rows"');
      }
      return { kind: 'call', routine, node, args };
    }
    case 'openapi':
      throw new ApiError(500, 'PGRSTX00', 'The OpenAPI document has no plan');
  }
}
