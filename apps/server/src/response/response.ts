import type { ApiRequest } from '../api-request/types.ts';
import { rangeNotSatisfiable, singularityError } from '../errors/api-error.ts';
import type { ResultRow } from '../query/build-sql.ts';

/** What the route sends: status, headers and the JSON text the database produced. */
export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

export const jsonType = 'application/json; charset=utf-8';
export const objectType = 'application/vnd.pgrst.object+json; charset=utf-8';

export interface PageWindow {
  offset: number;
  limit: number | undefined;
}

/**
 * The rows to read: the intersection of limit/offset with the Range header (PostgREST's rule),
 * capped at the max-rows setting.
 */
export function pageWindow(req: ApiRequest, maxRows: number): PageWindow {
  const root = req.query.limits.find((l) => l.path.length === 0);
  const qOffset = root?.offset ?? 0;
  const qEnd = root?.limit === undefined ? Infinity : qOffset + root.limit - 1;
  const rOffset = req.range?.offset ?? 0;
  const rEnd = req.range?.limit === undefined ? Infinity : rOffset + req.range.limit - 1;
  const offset = Math.max(qOffset, rOffset);
  const end = Math.min(qEnd, rEnd);
  let limit = end === Infinity ? undefined : Math.max(0, end - offset + 1);
  if (limit === undefined || limit > maxRows) limit = maxRows;
  return { offset, limit };
}

function contentRange(lower: number, page: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  const upper = lower + page - 1;
  if (total !== 0 && lower <= upper) return `${lower}-${upper}/${totalText}`;
  return `*/${totalText}`;
}

function baseHeaders(req: ApiRequest, schemaCount: number): Record<string, string> {
  const h: Record<string, string> = { 'content-type': req.singular ? objectType : jsonType };
  if (schemaCount > 1) h['content-profile'] = req.schema;
  if (req.prefer.applied.length) h['preference-applied'] = req.prefer.applied.join(', ');
  return h;
}

/** GET/HEAD of a table, or a function returning rows. */
export function readResponse(
  req: ApiRequest,
  row: ResultRow,
  window: PageWindow,
  schemaCount: number,
): ApiResponse {
  const page = Number(row.page);
  const total = row.total === null ? undefined : Number(row.total);
  const headers = baseHeaders(req, schemaCount);
  if (req.singular && page !== 1) throw singularityError(page);
  let status = 200;
  if (total !== undefined) {
    if (window.offset > total) {
      throw rangeNotSatisfiable(
        `An offset of ${window.offset} was requested, but there are only ${total} rows.`,
      );
    }
    if (page < total && !req.singular) status = 206;
  }
  headers['content-range'] = contentRange(window.offset, page, total);
  return { status, headers, body: req.headOnly ? undefined : (row.body ?? '[]') };
}

/** POST/PATCH/DELETE/PUT: 201 for inserts, 200 with a representation, 204 otherwise. */
export function mutateResponse(req: ApiRequest, row: ResultRow, schemaCount: number): ApiResponse {
  const page = Number(row.page);
  const headers = baseHeaders(req, schemaCount);
  const representation = req.prefer.return === 'representation';
  headers['content-range'] =
    req.action === 'create' || req.action === 'upsert' ? `*/*` : contentRange(0, page, undefined);
  if (req.action === 'create' || req.action === 'upsert') {
    return {
      status: 201,
      headers: representation ? headers : omitType(headers),
      body: representation ? (row.body ?? '[]') : undefined,
    };
  }
  if (representation) return { status: 200, headers, body: row.body ?? '[]' };
  return { status: 204, headers: omitType(headers), body: undefined };
}

function omitType(h: Record<string, string>): Record<string, string> {
  const { 'content-type': _omit, ...rest } = h;
  return rest;
}

/** POST/GET /rpc: scalar → the value, set → array, void → 204. */
export function callResponse(
  req: ApiRequest,
  row: ResultRow,
  opts: { void: boolean; rows: boolean; window: PageWindow },
  schemaCount: number,
): ApiResponse {
  if (opts.void)
    return { status: 204, headers: omitType(baseHeaders(req, schemaCount)), body: undefined };
  if (opts.rows) return readResponse(req, row, opts.window, schemaCount);
  const headers = baseHeaders(req, schemaCount);
  return { status: 200, headers, body: req.headOnly ? undefined : (row.body ?? 'null') };
}
