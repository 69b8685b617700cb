import { negativeLimit, parseError, syntaxError } from '../errors/api-error.ts';
import type {
  AggregateFn,
  CompareOp,
  Field,
  Filter,
  FtsOp,
  JsonStep,
  LogicTree,
  Operation,
  OrderTerm,
  QueryParams,
  SelectItem,
} from './types.ts';

/**
 * The PostgREST query-string grammar, parsed into plain data. Pure: no schema knowledge, no SQL.
 * Every syntax problem is an ApiError PGRST100; nothing else is thrown.
 */

const compareOps = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'isdistinct',
]);
const quantifiable = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const ftsOps = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
const reservedKeys = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** Splits a query string into decoded key/value pairs, keeping order and duplicates. */
export function splitQueryString(raw: string): [string, string][] {
  const pairs: [string, string][] = [];
  if (!raw) return pairs;
  for (const part of raw.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    pairs.push([decode(key), decode(value)]);
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

/** Splits on a separator at parenthesis depth 0 and outside double quotes. */
function splitTopLevel(s: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth < 0)
        throw parseError('"failed to parse"', `Unbalanced parentheses in: ${s.slice(0, 60)}`);
    } else if (c === sep && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted || depth !== 0)
    throw parseError('"failed to parse"', `Unbalanced quotes or parentheses in: ${s.slice(0, 60)}`);
  out.push(s.slice(start));
  return out;
}

function unquote(s: string): string {
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) {
    return s.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return s;
}

const namePattern = /^[^\s,().:!"*<>-][^,().:!"<>]*$/u;

function parseName(raw: string, what: string): string {
  const s = raw.trim();
  if (s.startsWith('"') && s.endsWith('"') && s.length > 2) return unquote(s);
  if (!namePattern.test(s) || s.includes('->')) {
    throw parseError(
      `"failed to parse ${what}"`,
      `Unexpected name: ${JSON.stringify(s.slice(0, 60))}`,
    );
  }
  return s;
}

/** `data->a->>b` → field with JSON steps. */
export function parseField(raw: string): Field {
  const parts = raw.split(/(->>|->)/);
  const name = parseName(parts[0] ?? '', 'field');
  const json: JsonStep[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const arrow = parts[i] as '->' | '->>';
    const key = unquote((parts[i + 1] ?? '').replace(/^'(.*)'$/, '$1'));
    if (!key) throw parseError('"failed to parse field"', `Empty JSON key in: ${raw.slice(0, 60)}`);
    json.push({ arrow, key });
  }
  return { name, json };
}

function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError('"failed to parse filter"', 'A list must be written (a,b,c)');
  }
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner, ',').map((v) => unquote(v.trim()));
}

/** Parsec's way of showing the character it did not expect: `"x"`, or `end of input`. */
function shown(c: string | undefined): string {
  return c === undefined ? 'end of input' : JSON.stringify(c);
}

/**
 * PostgREST's error for a filter value that does not start with `[not.]operator.`: the column
 * and the "unexpected … expecting …" of its parser.
 */
function filterSyntaxError(raw: string, negated: boolean): never {
  if (!negated) {
    // The parser first tries `not.`: its mismatch is what it reports at column 1 …
    let i = 0;
    while (i < 3 && raw[i] === 'not'[i]) i++;
    if (i === 3)
      // … unless `not` matched and the delimiter did not.
      throw syntaxError('filter', raw, 4, shown(raw[3]), 'delimiter (.)');
    throw syntaxError('filter', raw, 1, shown(raw[i]), '"not" or operator (eq, gt, ...)');
  }
  throw syntaxError('filter', raw, 5, shown(raw[4]), 'operator (eq, gt, ...)');
}

/** `not.eq.5`, `in.(1,2)`, `is.null`, `fts(english).cat` → Filter without field. */
export function parseOperation(
  raw: string,
  inLogic: boolean,
): { negate: boolean; operation: Operation } {
  let s = raw;
  let negate = false;
  if (s.startsWith('not.')) {
    negate = true;
    s = s.slice(4);
  }
  const dot = s.indexOf('.');
  if (dot < 0) {
    const known = /^(?:[a-z]+)/.exec(s)?.[0] ?? '';
    if (isOperatorName(known)) {
      const col = (negate ? 5 : 1) + known.length;
      throw syntaxError('filter', raw, col, shown(s[known.length]), 'delimiter (.)');
    }
    filterSyntaxError(raw, negate);
  }
  const opRaw = s.slice(0, dot);
  let value = s.slice(dot + 1);
  if (inLogic) value = unquote(value);
  if (compareOps.has(opRaw)) {
    let v = value;
    if (opRaw === 'like' || opRaw === 'ilike') v = v.replace(/\*/g, '%');
    return { negate, operation: { kind: 'compare', op: opRaw as CompareOp, value: v } };
  }
  const quantified = /^([a-z]+)\((any|all)\)$/.exec(opRaw);
  if (quantified && quantifiable.has(quantified[1] ?? '')) {
    const op = quantified[1] as CompareOp;
    if (!value.startsWith('{') || !value.endsWith('}')) {
      throw parseError('"failed to parse filter"', 'A quantified operator takes a list: {a,b}');
    }
    const v = op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
    const quantifier = quantified[2] === 'all' ? 'all' : 'any';
    return { negate, operation: { kind: 'quantified', op, quantifier, value: v } };
  }
  if (opRaw === 'in') return { negate, operation: { kind: 'in', values: parseList(value) } };
  if (opRaw === 'is') {
    const v = value.toLowerCase();
    if (v === 'null' || v === 'true' || v === 'false' || v === 'unknown') {
      return { negate, operation: { kind: 'is', value: v } };
    }
    if (v === 'not_null') return { negate, operation: { kind: 'is', value: 'not_null' } };
    throw parseError(
      '"failed to parse filter (is.' + value.slice(0, 20) + ')"',
      'is accepts null, true, false or unknown',
    );
  }
  const fts = /^(fts|plfts|phfts|wfts)(?:\(([A-Za-z_]+)\))?$/.exec(opRaw);
  if (fts) {
    return { negate, operation: { kind: 'fts', op: fts[1] as FtsOp, language: fts[2], value } };
  }
  if (ftsOps.has(opRaw)) throw parseError('"failed to parse filter"', 'Bad full-text operator');
  filterSyntaxError(raw, negate);
}

function isOperatorName(name: string): boolean {
  return (
    compareOps.has(name) || ftsOps.has(name) || name === 'in' || name === 'is' || name === 'not'
  );
}

/** The value of `or=` / `and=`: `(a.eq.1,and(b.gt.2,c.is.null))`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string, depth = 0): LogicTree {
  if (depth > 20) throw parseError('"failed to parse logic tree"', 'Nested too deeply');
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${raw.slice(0, 60)})"`, 'Expected (…)');
  }
  const items = splitTopLevel(raw.slice(1, -1), ',');
  const children = items.map((item): LogicTree => {
    const s = item.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(s);
    if (nested)
      return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] ?? '', depth + 1);
    // field.op.value — the field ends at the first dot not inside an arrow key
    const dot = s.indexOf('.');
    if (dot <= 0)
      throw parseError(
        `"failed to parse logic tree (${s.slice(0, 60)})"`,
        'Expected field.operator.value',
      );
    const field = parseField(s.slice(0, dot));
    const { negate: n, operation } = parseOperation(s.slice(dot + 1), true);
    return { kind: 'filter', filter: { field, negate: n, operation } };
  });
  return { kind: 'logic', op, negate, children };
}

const castPattern = /^[a-z][a-z0-9_ ]*(\[\])?$/;

/** `select=id,alias:col::text,author:profiles!fk(*,x(*))`. */
export function parseSelect(raw: string, depth = 0): SelectItem[] {
  if (depth > 30) throw parseError('"failed to parse select parameter"', 'Nested too deeply');
  if (raw.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(raw, ',').map((itemRaw): SelectItem => {
    const item = itemRaw.trim();
    if (item === '*') return { kind: 'star' };
    const count = /^(?:([^:()]+):)?count\(\)(?:::([a-z][a-z0-9_ ]*(?:\[\])?))?$/.exec(item);
    if (count) {
      const alias = count[1] === undefined ? undefined : parseName(count[1], 'alias');
      return { kind: 'count', alias, cast: count[2]?.toLowerCase() };
    }
    const agg = /^(.*)\.(sum|avg|max|min|count)\(\)(?:::([a-z][a-z0-9_ ]*(?:\[\])?))?$/.exec(item);
    if (agg && !(agg[1] ?? '').includes('(')) {
      const inner = parseSelect(agg[1] ?? '', depth + 1)[0];
      if (inner?.kind !== 'field')
        throw parseError(
          '"failed to parse select parameter"',
          `Bad aggregate: ${item.slice(0, 60)}`,
        );
      return {
        ...inner,
        aggregate: { fn: agg[2] as AggregateFn, cast: agg[3]?.toLowerCase() },
      };
    }
    const paren = item.indexOf('(');
    if (paren >= 0) {
      if (!item.endsWith(')'))
        throw parseError(
          '"failed to parse select parameter"',
          `Unexpected text after ) in: ${item.slice(0, 60)}`,
        );
      let head = item.slice(0, paren);
      const inner = item.slice(paren + 1, -1);
      let alias: string | undefined;
      const colon = head.indexOf(':');
      if (colon >= 0) {
        alias = parseName(head.slice(0, colon), 'alias');
        head = head.slice(colon + 1);
      }
      let spread = false;
      if (head.startsWith('...')) {
        if (alias !== undefined)
          throw parseError('"failed to parse select parameter"', 'A spread embed takes no alias');
        spread = true;
        head = head.slice(3);
      }
      const parts = head.split('!');
      const name = parseName(parts[0] ?? '', 'embedded resource');
      let hint: string | undefined;
      let joinType: 'inner' | 'left' | undefined;
      for (const p of parts.slice(1)) {
        if (p === 'inner' || p === 'left') joinType = p;
        else if (hint === undefined) hint = parseName(p, 'embed hint');
        else
          throw parseError(
            '"failed to parse select parameter"',
            `Too many hints in: ${head.slice(0, 60)}`,
          );
      }
      const select = parseSelect(inner, depth + 1);
      return spread
        ? { kind: 'embed', name, alias, hint, joinType, spread, select }
        : { kind: 'embed', name, alias, hint, joinType, select };
    }
    let rest = item;
    let cast: string | undefined;
    const castAt = rest.lastIndexOf('::');
    if (castAt >= 0) {
      cast = rest
        .slice(castAt + 2)
        .trim()
        .toLowerCase();
      rest = rest.slice(0, castAt);
      if (!castPattern.test(cast))
        throw parseError('"failed to parse select parameter"', `Bad cast: ${cast.slice(0, 40)}`);
    }
    let alias: string | undefined;
    const colon = rest.search(/:(?!:)/);
    if (colon >= 0) {
      alias = parseName(rest.slice(0, colon), 'alias');
      rest = rest.slice(colon + 1);
    }
    return { kind: 'field', field: parseField(rest.trim()), alias, cast };
  });
}

/**
 * `col.desc.nullslast,other`, and `rel(col).asc` (an embedded to-one column). Errors are worded as
 * PostgREST's parser words them, with the column where it stopped.
 */
export function parseOrder(raw: string): OrderTerm[] {
  const terms: OrderTerm[] = [];
  let base = 0;
  for (const termRaw of splitTopLevel(raw, ',')) {
    const term = termRaw;
    // the field ends at the first '.' outside parentheses (after a relation's `(col)`)
    let end = 0;
    let depth = 0;
    while (end < term.length) {
      const c = term[end];
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === '.' && depth === 0) break;
      end++;
    }
    const head = term.slice(0, end).trim();
    let relation: string | undefined;
    let fieldText = head;
    const paren = /^([^()]+)\((.*)\)$/.exec(head);
    if (paren) {
      relation = parseName(paren[1] ?? '', 'order');
      fieldText = paren[2] ?? '';
    }
    const field = parseField(fieldText);
    let direction: OrderTerm['direction'];
    let nulls: OrderTerm['nulls'];
    let pos = end;
    const at = (word: string) => term.startsWith(`.${word}`, pos);
    if (at('asc') || at('desc')) {
      direction = at('asc') ? 'asc' : 'desc';
      pos += direction.length + 1;
    }
    if (at('nullsfirst') || at('nullslast')) {
      nulls = at('nullsfirst') ? 'first' : 'last';
      pos += (nulls === 'first' ? 'nullsfirst' : 'nullslast').length + 1;
    }
    if (pos < term.length) {
      const column = base + pos + 1;
      if (term[pos] === '.' && nulls === undefined) {
        const words =
          direction === undefined
            ? '"asc", "desc", "nullsfirst" or "nullslast"'
            : '"nullsfirst" or "nullslast"';
        throw syntaxError('order', raw, column + 1, shown(term[pos + 1]), words);
      }
      throw syntaxError('order', raw, column, `'${term[pos]}'`, '"," or end of input');
    }
    terms.push(
      relation === undefined ? { field, direction, nulls } : { field, direction, nulls, relation },
    );
    base += term.length + 1;
  }
  return terms;
}

function parseNonNegative(raw: string, what: string): number {
  if (!/^\d{1,15}$/.test(raw))
    throw parseError(
      `"failed to parse ${what} parameter (${raw.slice(0, 20)})"`,
      'Expected a non-negative integer',
    );
  return Number(raw);
}

/** PostgREST: a negative limit is an unsatisfiable range (416 PGRST103). */
function parseLimit(raw: string): number {
  if (/^-\d{1,15}$/.test(raw)) throw negativeLimit();
  return parseNonNegative(raw, 'limit');
}

function parseColumnList(raw: string, what: string): string[] {
  const cols = splitTopLevel(raw, ',').map((c) => parseName(c, what));
  if (cols.length === 0) throw parseError(`"failed to parse ${what}"`, 'Empty column list');
  return cols;
}

/**
 * Parses all query parameters. `argNames` lists a function's parameters (GET /rpc): those keys
 * become arguments instead of filters.
 */
export function parseQueryParams(
  pairs: readonly [string, string][],
  argNames?: ReadonlySet<string>,
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
  const limitFor = (path: string[]) => {
    const key = path.join('.');
    let entry = q.limits.find((l) => l.path.join('.') === key);
    if (!entry) {
      entry = { path, limit: undefined, offset: undefined };
      q.limits.push(entry);
    }
    return entry;
  };
  for (const [key, value] of pairs) {
    if (argNames?.has(key)) {
      q.rpcArgs.push([key, value]);
      continue;
    }
    if (reservedKeys.has(key)) {
      switch (key) {
        case 'select':
          q.select = parseSelect(value);
          break;
        case 'order':
          q.order.push({ path: [], terms: parseOrder(value) });
          break;
        case 'limit':
          limitFor([]).limit = parseLimit(value);
          break;
        case 'offset':
          limitFor([]).offset = parseNonNegative(value, 'offset');
          break;
        case 'columns':
          q.columns = parseColumnList(value, 'columns');
          break;
        case 'on_conflict':
          q.onConflict = parseColumnList(value, 'on_conflict');
          break;
      }
      continue;
    }
    if (key === '') throw parseError('"failed to parse query string"', 'Empty parameter name');
    const segments = key.split('.');
    const last = segments[segments.length - 1] ?? '';
    const beforeLast = segments[segments.length - 2];
    if ((last === 'or' || last === 'and') && segments.length >= 1) {
      const negate = beforeLast === 'not';
      const path = segments
        .slice(0, negate ? -2 : -1)
        .map((s) => parseName(s, 'embedded resource'));
      q.filters.push({ path, tree: parseLogic(last, negate, value) });
      continue;
    }
    if (segments.length > 1 && (last === 'order' || last === 'limit' || last === 'offset')) {
      const path = segments.slice(0, -1).map((s) => parseName(s, 'embedded resource'));
      if (last === 'order') q.order.push({ path, terms: parseOrder(value) });
      else if (last === 'limit') limitFor(path).limit = parseLimit(value);
      else limitFor(path).offset = parseNonNegative(value, 'offset');
      continue;
    }
    // A filter: json arrows may hold dots only if quoted; the field is the last segment.
    const path = segments.slice(0, -1).map((s) => parseName(s, 'embedded resource'));
    const field = parseField(last);
    let parsed: ReturnType<typeof parseOperation>;
    try {
      parsed = parseOperation(value, false);
    } catch (error) {
      // GET /rpc (PostgREST's rule): a parameter whose value is no operator expression is an
      // argument, even one the function does not have (then no function matches: PGRST202).
      if (argNames && segments.length === 1) {
        q.rpcArgs.push([key, value]);
        continue;
      }
      throw error;
    }
    const { negate, operation } = parsed;
    const filter: Filter = { field, negate, operation };
    q.filters.push({ path, tree: { kind: 'filter', filter } });
  }
  return q;
}
