import { negativeLimit, parseError } from '../errors/api-error.ts';
import {
  pColumns,
  pFieldForest,
  pFilterValue,
  pLogicPath,
  pLogicTree,
  pOrder,
  pTreePath,
  type GField,
  type GLogic,
  type GOpExpr,
  type GSelect,
} from './grammar.ts';
import { alt, map, parse, pure, type Parser, type Result } from './parsec.ts';
import type {
  AggregateFn,
  CompareOp,
  Field,
  Filter,
  FtsOp,
  LogicTree,
  Operation,
  OrderTerm,
  QueryParams,
  SelectItem,
} from './types.ts';

/**
 * The PostgREST query-string grammar, parsed into plain data. Pure: no schema knowledge, no SQL.
 * Every syntax problem is an ApiError PGRST100 worded as PostgREST words it (grammar.ts holds its
 * parser, parsec.ts the way its errors are made); nothing else is thrown.
 */

/** Splits a query string into decoded key/value pairs, keeping order and duplicates. */
export function splitQueryString(raw: string): [string, string][] {
  const pairs: [string, string][] = [];
  if (!raw) return pairs;
  for (const part of raw.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    // A key without `=` has no value: PostgREST ignores it.
    if (eq < 0) continue;
    pairs.push([decode(part.slice(0, eq)), decode(part.slice(eq + 1))]);
  }
  return pairs;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    throw parseError(
      '"failed to parse query string"',
      `Invalid percent-encoding: ${s.slice(0, 40)}`,
    );
  }
}

/**
 * Runs one of PostgREST's parsers on a parameter; a failure is its PGRST100, e.g.
 * `"failed to parse select parameter (a,b!)" (line 1, column 4)` with `unexpected …` details.
 */
function run<T>(p: Parser<T>, what: string, shownText: string, text = shownText): T {
  // Parsec has no depth limit; a recursion this deep is no real request (and would exhaust the stack).
  if (nesting(text) > maxNesting)
    throw parseError(`"failed to parse ${what} (${shownText})"`, 'Nested too deeply');
  const key = `${what}\u0000${shownText}\u0000${text}`;
  let r = parsed.get(key) as Result<T> | undefined;
  if (r === undefined) {
    r = parse(p, `failed to parse ${what} (${shownText})`, text);
    // Requests repeat: a bounded memo spares parsing the same text again. Its values are never
    // handed out as they are (the conversions below copy them), so no request can alter another's.
    if (key.length <= maxParsedLength) {
      if (parsed.size >= maxParsed) parsed.clear();
      parsed.set(key, r);
    }
  }
  if (!r.ok) throw parseError(r.position, r.details);
  return r.value;
}

const maxParsed = 2000;
const maxParsedLength = 2048;
const parsed = new Map<string, Result<unknown>>();

const maxNesting = 64;
function nesting(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40) max = Math.max(max, ++depth);
    else if (c === 41) depth--;
  }
  return max;
}

function toField(f: GField): Field {
  return {
    name: f.name,
    json: f.json.map((j) => ({ arrow: j.arrow, key: j.index ? j.key.replace(/^\+/, '') : j.key })),
  };
}

const lower = (cast: string | undefined) => cast?.toLowerCase();

function toSelect(items: readonly GSelect[]): SelectItem[] {
  // An empty list (`select=` or `rel()`) selects every column.
  if (items.length === 0) return [{ kind: 'star' }];
  return items.map((g): SelectItem => {
    if (g.kind === 'relation') {
      const base = {
        kind: 'embed' as const,
        name: g.name,
        alias: g.alias,
        hint: g.hint,
        joinType: g.joinType,
      };
      const select = toSelect(g.children);
      return g.spread ? { ...base, spread: true, select } : { ...base, select };
    }
    if (g.field.name === '*' && g.field.json.length === 0 && g.cast === undefined) {
      if (g.aggregate === 'count')
        return { kind: 'count', alias: g.alias, cast: lower(g.aggregateCast) };
      if (g.aggregate === undefined && g.alias === undefined) return { kind: 'star' };
    }
    const item: SelectItem = {
      kind: 'field',
      field: toField(g.field),
      alias: g.alias,
      cast: lower(g.cast),
    };
    if (g.aggregate !== undefined)
      item.aggregate = { fn: g.aggregate as AggregateFn, cast: lower(g.aggregateCast) };
    return item;
  });
}

const patternOps = new Set(['like', 'ilike']);
const likeValue = (op: string, v: string) => (patternOps.has(op) ? v.replace(/\*/g, '%') : v);

function toOperation(e: GOpExpr): { negate: boolean; operation: Operation } {
  const g = e.operation;
  let operation: Operation;
  switch (g.kind) {
    case 'in':
      // `in.()` lists nothing (the parser reads one empty element).
      operation = {
        kind: 'in',
        values: g.values.length === 1 && g.values[0] === '' ? [] : g.values,
      };
      break;
    case 'is':
      operation = { kind: 'is', value: g.value };
      break;
    case 'isdistinct':
      operation = { kind: 'compare', op: 'isdistinct', value: g.value };
      break;
    case 'fts':
      operation = { kind: 'fts', op: g.op as FtsOp, language: g.language, value: g.value };
      break;
    case 'simple':
      operation = { kind: 'compare', op: g.op as CompareOp, value: likeValue(g.op, g.value) };
      break;
    case 'quant':
      operation =
        g.quantifier === undefined
          ? { kind: 'compare', op: g.op as CompareOp, value: likeValue(g.op, g.value) }
          : {
              kind: 'quantified',
              op: g.op as CompareOp,
              quantifier: g.quantifier,
              value: likeValue(g.op, g.value),
            };
      break;
  }
  return { negate: e.negate, operation };
}

function toLogic(g: GLogic): LogicTree {
  if (g.kind === 'stmnt') {
    const filter: Filter = { field: toField(g.filter.field), ...toOperation(g.filter.expr) };
    return { kind: 'filter', filter };
  }
  return { kind: 'logic', op: g.op, negate: g.negate, children: g.children.map(toLogic) };
}

/** `select=id,alias:col::text,author:profiles!fk(*,x(*))`. */
export function parseSelect(raw: string): SelectItem[] {
  return toSelect(run(pFieldForest, 'select parameter', raw));
}

/** `col.desc.nullslast,other`, and `rel(col).asc` (an embedded to-one column). */
export function parseOrder(raw: string): OrderTerm[] {
  return run(pOrder, 'order', raw).map((t) => {
    const term: OrderTerm = { field: toField(t.field), direction: t.direction, nulls: t.nulls };
    if (t.relation !== undefined) term.relation = t.relation;
    return term;
  });
}

/** The value of `or=` / `and=` (`not.or=` when negated): `(a.eq.1,and(b.gt.2,c.is.null))`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string): LogicTree {
  // PostgREST parses the operator and the value together: `or=()` fails at column 4.
  return toLogic(run(pLogicTree, 'logic tree', raw, `${negate ? 'not.' : ''}${op}${raw}`));
}

/** A filter's value: `not.eq.5`, `in.(1,2)`, `is.null`, `fts(english).cat`. */
export function parseOperation(raw: string): { negate: boolean; operation: Operation } {
  return toOperation(run(pFilterValue, 'filter', raw));
}

/** A GET /rpc parameter: an operator expression filters the result, anything else is an argument. */
const pRpcValue: Parser<GOpExpr | undefined> = alt<GOpExpr | undefined>(
  map(pFilterValue, (e): GOpExpr | undefined => e),
  pure(undefined),
);

const treePath = (key: string) => {
  const { path, field } = run(pTreePath, 'tree path', key);
  return { path: [...path], field };
};

/**
 * Haskell's `readMaybe` for an Integer, as PostgREST reads limit and offset: a value that is no
 * integer is ignored (the whole range), not refused.
 */
function readInteger(raw: string): number | undefined {
  const m = /^\s*(-?\d+)\s*$/.exec(raw);
  return m ? Number(m[1]) : undefined;
}

const lastSegment = (key: string) => key.slice(key.lastIndexOf('.') + 1);

export interface QueryParamOptions {
  /** A function's parameters (GET /rpc): those keys become arguments instead of filters. */
  argNames?: ReadonlySet<string>;
  /**
   * Sees the select's text before anything is parsed, so a select too long to be worth parsing is
   * refused first (the request-cost limits).
   */
  checkSelectText?: (text: string) => void;
}

/**
 * Parses all query parameters in PostgREST's order (order, logic trees, columns, select, filters,
 * on_conflict, then the embedding paths of limit and offset), so that of several bad parameters
 * the one reported is the one PostgREST reports.
 */
export function parseQueryParams(
  pairs: readonly [string, string][],
  { argNames, checkSelectText }: QueryParamOptions = {},
): QueryParams {
  const q: QueryParams = {
    select: undefined,
    filters: [],
    order: [],
    limits: [],
    columns: undefined,
    onConflict: undefined,
    rpcArgs: [],
  };
  const orders: [string, string][] = [];
  const logics: [string, string][] = [];
  const ranges: [string, string][] = [];
  const filters: [string, string][] = [];
  let select: string | undefined;
  let columns: string | undefined;
  let onConflict: string | undefined;
  for (const pair of pairs) {
    const [key, value] = pair;
    if (argNames?.has(key)) {
      q.rpcArgs.push([key, value]);
      continue;
    }
    // The first of repeated select, columns and on_conflict counts, as in PostgREST.
    if (key === 'select') select ??= value;
    else if (key === 'columns') columns ??= value;
    else if (key === 'on_conflict') onConflict ??= value;
    else {
      const last = lastSegment(key);
      if (last === 'order') orders.push(pair);
      else if (last === 'and' || last === 'or') logics.push(pair);
      else if (last === 'limit' || last === 'offset') ranges.push(pair);
      else filters.push(pair);
    }
  }

  if (select !== undefined) checkSelectText?.(select);
  for (const [key, value] of orders) {
    const { path } = treePath(key);
    q.order.push({ path, terms: parseOrder(value) });
  }
  for (const [key, value] of logics) {
    const { path: logicPath, op } = run(pLogicPath, 'logic path', key);
    const path = [...logicPath];
    const text = op + value;
    const tree = toLogic(run(pLogicTree, 'logic tree', value, text));
    q.filters.push({ path, tree });
  }
  if (columns !== undefined) q.columns = [...run(pColumns, 'columns parameter', columns)];
  if (select !== undefined) q.select = parseSelect(select);
  for (const [key, value] of filters) {
    const { path, field } = treePath(key);
    if (argNames) {
      const expr = run(pRpcValue, 'filter', value);
      if (expr === undefined) {
        q.rpcArgs.push([field.name, value]);
        continue;
      }
      q.filters.push({
        path,
        tree: { kind: 'filter', filter: { field: toField(field), ...toOperation(expr) } },
      });
      continue;
    }
    const filter: Filter = { field: toField(field), ...parseOperation(value) };
    q.filters.push({ path, tree: { kind: 'filter', filter } });
  }
  if (onConflict !== undefined)
    q.onConflict = [...run(pColumns, 'on_conflict parameter', onConflict)];

  for (const [key, value] of ranges) {
    const limitKey = key.slice(0, key.lastIndexOf('.') + 1) + 'limit';
    const { path } = treePath(limitKey);
    const n = readInteger(value);
    if (n === undefined) continue;
    let entry = q.limits.find((l) => l.path.join('.') === path.join('.'));
    if (!entry) {
      entry = { path, limit: undefined, offset: undefined };
      q.limits.push(entry);
    }
    if (lastSegment(key) === 'limit') {
      // PostgREST: a negative limit is an unsatisfiable range (416 PGRST103).
      if (n < 0) throw negativeLimit();
      entry.limit = n;
    } else {
      // A negative offset goes to PostgreSQL, which refuses it (2201X), as under PostgREST.
      entry.offset = n;
    }
  }
  return q;
}
