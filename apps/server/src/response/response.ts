import type { ApiRequest } from '../api-request/types.ts';
import { offsetOutOfBounds, singularityError } from '../errors/api-error.ts';
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
      const error = offsetOutOfBounds(window.offset, total);
      error.headers['content-range'] = `*/${total}`;
      throw error;
    }
    if (page < total && !req.singular) status = 206;
  }
  headers['content-range'] = contentRange(window.offset, page, total);
  return { status, headers, body: req.headOnly ? undefined : (row.body ?? '[]') };
}

/**
 * Preference-Applied in PostgREST's order: resolution (inserts into a table with a key or
 * on_conflict), missing (inserts), return (writes), count, tx, handling, max-affected (under
 * handling=strict, for updates, deletes and calls). planned/estimated counts are answered
 * exactly here, so only count=exact is reported.
 */
export function preferenceApplied(
  req: ApiRequest,
  action: ApiRequest['action'],
  resolutionApplies: boolean,
): string[] {
  const p = req.prefer;
  const write =
    action === 'create' || action === 'update' || action === 'delete' || action === 'upsert';
  const out: string[] = [];
  if (action === 'create' && resolutionApplies && p.resolution)
    out.push(`resolution=${p.resolution}`);
  if (action === 'create' && p.missing === 'default') out.push('missing=default');
  if (write && p.return) out.push(`return=${p.return}`);
  if (p.count === 'exact') out.push('count=exact');
  if (p.tx) out.push(`tx=${p.tx}`);
  if (p.handling) out.push(`handling=${p.handling}`);
  if (
    p.handling === 'strict' &&
    p.maxAffected !== undefined &&
    (action === 'update' || action === 'delete' || action === 'call')
  )
    out.push(`max-affected=${p.maxAffected}`);
  return out;
}

/**
 * POST/PATCH/DELETE/PUT as PostgREST answers them: an insert is 201 (200 when merge-duplicates
 * only updated), Content-Range `*\/*` (`*\/N` with count=exact); an update's Content-Range is
 * `0-(N-1)/*`; a delete's `*\/*`; PUT has none and is 201 only when it inserted. With
 * return=representation the rows come back (200 for updates and deletes), else no body (204).
 */
export function mutateResponse(
  req: ApiRequest,
  row: ResultRow,
  schemaCount: number,
  extra: { location?: string | undefined } = {},
): ApiResponse {
  const page = Number(row.page);
  // For inserts the statement's `total` is the number of rows inserted rather than updated.
  const inserted = row.total === null ? page : Number(row.total);
  const headers = baseHeaders(req, schemaCount);
  const representation = req.prefer.return === 'representation';
  const counted = req.prefer.count === 'exact' ? page : undefined;
  const body = representation ? (row.body ?? '[]') : undefined;
  const out = (status: number) => ({
    status,
    headers: representation ? headers : omitType(headers),
    body,
  });
  switch (req.action) {
    case 'create': {
      if (extra.location) headers.location = extra.location;
      headers['content-range'] = contentRange(1, 0, counted);
      return out(inserted <= 0 && req.prefer.resolution === 'merge-duplicates' ? 200 : 201);
    }
    case 'upsert':
      return representation ? out(inserted > 0 ? 201 : 200) : out(204);
    case 'update':
      headers['content-range'] = contentRange(0, page, counted);
      return out(representation ? 200 : 204);
    default:
      headers['content-range'] = contentRange(1, 0, counted);
      return out(representation ? 200 : 204);
  }
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

export const csvType = 'text/csv; charset=utf-8';

/** One CSV field as PostgreSQL's record output writes it (PostgREST's CSV is made of those). */
function csvField(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  if (text === '' || /[",\\()\s]/.test(text))
    return '"' + text.replace(/\\/g, '\\\\').replace(/"/g, '""') + '"';
  return text;
}

/** JSON rows → text/csv: a header line of the keys, then one line per row. */
export function jsonToCsv(body: string): string {
  const parsed = JSON.parse(body) as unknown;
  const rows = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  const first = rows[0];
  if (!first || typeof first !== 'object') return '';
  const keys = Object.keys(first);
  const lines = [keys.join(',')];
  for (const r of rows) lines.push(keys.map((k) => csvField(r[k])).join(','));
  return lines.join('\n');
}

/** A JSON response turned into CSV when the request asked for text/csv. */
export function asMedia(req: ApiRequest, res: ApiResponse): ApiResponse {
  if (req.media !== 'csv' || res.status >= 400) return res;
  if (res.body === undefined) {
    if (!res.headers['content-type']) return res;
    return { ...res, headers: { ...res.headers, 'content-type': csvType } };
  }
  return {
    ...res,
    headers: { ...res.headers, 'content-type': csvType },
    body: jsonToCsv(res.body),
  };
}
