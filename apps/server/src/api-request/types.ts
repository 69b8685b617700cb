/** The data API's request, parsed from HTTP and independent of the database (PostgREST's ApiRequest). */

/** One `->` / `->>` step of a JSON path on a column; keys stay request values (bound parameters). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column reference as written in the request: `data->'a'->>b` is name `data` with two steps. */
export interface Field {
  name: string;
  json: JsonStep[];
}

export type CompareOp =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj'
  | 'isdistinct';

export type FtsOp = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type Operation =
  | { kind: 'compare'; op: CompareOp; value: string }
  /** `eq(any).{a,b}`: the value is a PostgreSQL array literal, compared with any/all. */
  | { kind: 'quantified'; op: CompareOp; quantifier: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
  | { kind: 'fts'; op: FtsOp; language: string | undefined; value: string };

export interface Filter {
  field: Field;
  negate: boolean;
  operation: Operation;
}

/** A node of `or=(…)` / `and=(…)`, or a single filter. */
export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: LogicTree[] };

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'field';
      field: Field;
      alias: string | undefined;
      cast: string | undefined;
      /** `col.sum()`: an aggregate of the column (its cast applies before), cast after. */
      aggregate?: { fn: AggregateFn; cast: string | undefined };
    }
  /** `count()`: the number of rows (of each group). */
  | { kind: 'count'; alias: string | undefined; cast: string | undefined }
  | {
      kind: 'embed';
      name: string;
      alias: string | undefined;
      hint: string | undefined;
      joinType: 'inner' | 'left' | undefined;
      /** `...rel(cols)`: the embedded columns are spread into the parent object. */
      spread?: boolean;
      select: SelectItem[];
    };

export type AggregateFn = 'sum' | 'avg' | 'max' | 'min' | 'count';

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc' | undefined;
  nulls: 'first' | 'last' | undefined;
  /** `rel(col)`: a column of an embedded to-one resource. */
  relation?: string;
}

/** Everything that depends on an embedding level: `authors.order=…` has path ['authors']. */
export interface PathKey {
  path: string[];
}

export interface QueryParams {
  select: SelectItem[] | undefined;
  /** Filters per embedding path (root is []); a plain `col=op.v` is a one-filter tree. */
  filters: { path: string[]; tree: LogicTree }[];
  order: { path: string[]; terms: OrderTerm[] }[];
  limits: { path: string[]; limit: number | undefined; offset: number | undefined }[];
  columns: string[] | undefined;
  onConflict: string[] | undefined;
  /** For GET /rpc: query parameters that name function arguments, in request order. */
  rpcArgs: [string, string][];
}

export type Action = 'read' | 'create' | 'update' | 'delete' | 'upsert' | 'call' | 'openapi';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missing: 'default' | 'null' | undefined;
  handling: 'strict' | 'lenient' | undefined;
  /** `tx=commit|rollback`: a rolled-back request answers as if committed, and changes nothing. */
  tx: 'commit' | 'rollback' | undefined;
  /** `max-affected=N`: with handling=strict, a write or call affecting more rows fails (PGRST124). */
  maxAffected: number | undefined;
  /** Preferences the server does not know (refused under handling=strict, PGRST122). */
  invalid: string[];
  /** The preferences honoured, echoed in Preference-Applied (PostgREST's order). */
  applied: string[];
}

export interface ApiRequest {
  action: Action;
  method: string;
  /** HEAD: same as GET without a body. */
  headOnly: boolean;
  schema: string;
  /** Whether the schema came from a profile header (then Content-Profile is echoed). */
  profileGiven: boolean;
  /** Table, view or function name as requested. */
  target: string;
  query: QueryParams;
  /** The raw query string (cache key for read plans). */
  rawQuery: string;
  prefer: Preferences;
  /** Range request header, intersected with limit/offset later. */
  range: { offset: number; limit: number | undefined } | undefined;
  singular: boolean;
  /** The response's media type: JSON, CSV (text/csv), or the root's OpenAPI 3 document. */
  media: 'json' | 'csv' | 'openapi3';
  /** Parsed JSON body for writes and POST /rpc. */
  payload: unknown;
  /** Raw body text, passed to SQL as one bound parameter. */
  bodyText: string | undefined;
}
