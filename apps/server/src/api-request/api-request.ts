import {
  ApiError,
  invalidBody,
  invalidPath,
  invalidPreferences,
  invalidProfile,
  lowerAboveUpper,
  invalidRpcMethod,
  methodNotAllowed,
  notAcceptable,
} from '../errors/api-error.ts';
import { parseQueryParams, splitQueryString } from './query-params.ts';
import type { Action, ApiRequest, Preferences } from './types.ts';

/** The HTTP parts the data API reads; Fastify-free so the parser stays pure and testable. */
export interface HttpInput {
  method: string;
  /** `/api/…` path without the query string, already split: ['rpc', 'fn'] or ['table'] or []. */
  segments: string[];
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (text); undefined when none. */
  body: string | undefined;
}

export interface RequestOptions {
  schemas: readonly string[];
  /** For GET/HEAD /rpc: the function's argument names, to tell arguments from filters. */
  rpcArgNames?: (schema: string, fn: string) => ReadonlySet<string> | undefined;
  /** Refuses a select's text before it is parsed (see QueryParamOptions). */
  checkSelectText?: (text: string) => void;
}

const objectMedia = 'application/vnd.pgrst.object+json';

function header(headers: HttpInput['headers'], name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

const knownPreferences = new Set([
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
]);

/** The Prefer header(s), as PostgREST reads them: the first value of each kind wins. */
export function parsePrefer(raw: string | undefined): Preferences {
  const p: Preferences = {
    return: undefined,
    count: undefined,
    resolution: undefined,
    missing: undefined,
    handling: undefined,
    tx: undefined,
    maxAffected: undefined,
    invalid: [],
    applied: [],
  };
  if (!raw) return p;
  for (const token of raw.split(/[,;]/)) {
    const t = token.trim();
    if (t === '') continue;
    const [k, v] = t.split('=').map((x) => x.trim());
    if (!knownPreferences.has(t) && k !== 'timezone' && k !== 'max-affected') {
      p.invalid.push(t);
      continue;
    }
    switch (k) {
      case 'return':
        if (v === 'minimal' || v === 'representation' || v === 'headers-only') p.return ??= v;
        break;
      case 'count':
        if (v === 'exact' || v === 'planned' || v === 'estimated') p.count ??= v;
        break;
      case 'resolution':
        if (v === 'merge-duplicates' || v === 'ignore-duplicates') p.resolution ??= v;
        break;
      case 'missing':
        if (v === 'default' || v === 'null') p.missing ??= v;
        break;
      case 'handling':
        if (v === 'strict' || v === 'lenient') p.handling ??= v;
        break;
      case 'tx':
        if (v === 'commit' || v === 'rollback') p.tx ??= v;
        break;
      case 'max-affected':
        if (v !== undefined && /^\d{1,15}$/.test(v)) p.maxAffected ??= Number(v);
        break;
    }
  }
  return p;
}

/** `Range: 0-9` (items) → offset/limit; PostgREST ignores other units. */
export function parseRange(raw: string | undefined, unit: string | undefined): ApiRequest['range'] {
  if (!raw) return undefined;
  if (unit && unit.trim().toLowerCase() !== 'items') return undefined;
  const m = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(raw);
  if (!m) return undefined;
  const from = Number(m[1]);
  if (m[2] === '' || m[2] === undefined) return { offset: from, limit: undefined };
  const to = Number(m[2]);
  if (to < from) throw lowerAboveUpper();
  return { offset: from, limit: to - from + 1 };
}

/**
 * Content negotiation: JSON (array, or one object with vnd.pgrst.object+json), CSV, and for the
 * root the OpenAPI 3 document when asked for by its media type. The first acceptable type wins.
 */
function negotiate(accept: string | undefined): { singular: boolean; media: ApiRequest['media'] } {
  if (!accept) return { singular: false, media: 'json' };
  const types = accept.split(',').map((t) => (t.split(';')[0] ?? '').trim().toLowerCase());
  for (const t of types) {
    if (t === objectMedia) return { singular: true, media: 'json' };
    if (t === 'text/csv') return { singular: false, media: 'csv' };
    if (t === 'application/vnd.oai.openapi+json') return { singular: false, media: 'openapi3' };
    if (
      t === 'application/json' ||
      t === '*/*' ||
      t === 'application/*' ||
      t === '' ||
      t === 'application/openapi+json'
    )
      return { singular: false, media: 'json' };
  }
  throw notAcceptable(accept);
}

/** Reads the HTTP request into an ApiRequest; all request errors are ApiErrors. */
export function parseApiRequest(input: HttpInput, options: RequestOptions): ApiRequest {
  const method = input.method.toUpperCase();
  const headOnly = method === 'HEAD';
  const readLike = method === 'GET' || method === 'HEAD';
  const profileHeader = readLike
    ? header(input.headers, 'accept-profile')
    : header(input.headers, 'content-profile');
  let schema = options.schemas[0] ?? 'public';
  if (profileHeader !== undefined && profileHeader !== '') {
    const wanted = profileHeader.trim();
    if (!options.schemas.includes(wanted)) throw invalidProfile(wanted, options.schemas);
    schema = wanted;
  }
  const segs = input.segments;
  let action: Action;
  let target = '';
  if (segs.length === 0) {
    if (!readLike) throw methodNotAllowed(`Method ${method} is not allowed on the root`);
    action = 'openapi';
  } else if (segs[0] === 'rpc' && segs.length === 2) {
    if (!readLike && method !== 'POST') throw invalidRpcMethod(method);
    action = 'call';
    target = segs[1] ?? '';
  } else if (segs.length === 1) {
    target = segs[0] ?? '';
    switch (method) {
      case 'GET':
      case 'HEAD':
        action = 'read';
        break;
      case 'POST':
        action = 'create';
        break;
      case 'PATCH':
        action = 'update';
        break;
      case 'DELETE':
        action = 'delete';
        break;
      case 'PUT':
        action = 'upsert';
        break;
      default:
        throw methodNotAllowed(`Method ${method} is not allowed`);
    }
  } else {
    throw invalidPath();
  }
  const pairs = splitQueryString(input.rawQuery);
  const argNames =
    action === 'call' && readLike ? options.rpcArgNames?.(schema, target) : undefined;
  const query = parseQueryParams(pairs, {
    argNames: argNames ?? (action === 'call' && readLike ? new Set() : undefined),
    checkSelectText: options.checkSelectText,
  });
  const prefer = parsePrefer(header(input.headers, 'prefer'));
  if (prefer.handling === 'strict' && prefer.invalid.length)
    throw invalidPreferences(prefer.invalid);
  const range = readLike
    ? parseRange(header(input.headers, 'range'), header(input.headers, 'range-unit'))
    : undefined;
  const { singular, media } = negotiate(header(input.headers, 'accept'));

  let payload: unknown;
  let bodyText: string | undefined;
  const needsBody =
    action === 'create' ||
    action === 'update' ||
    action === 'upsert' ||
    (action === 'call' && !readLike);
  if (needsBody) {
    const text = input.body ?? '';
    if (text.trim() === '') {
      payload = action === 'call' ? {} : action === 'create' ? [] : {};
      bodyText = JSON.stringify(payload);
    } else {
      const type = (header(input.headers, 'content-type') ?? 'application/json')
        .split(';')[0]
        ?.trim()
        .toLowerCase();
      if (type !== 'application/json' && type !== '' && !type?.endsWith('+json')) {
        throw new ApiError(415, 'PGRST102', `Content-Type not acceptable: ${type ?? ''}`);
      }
      try {
        payload = JSON.parse(text);
      } catch {
        throw invalidBody('Empty or invalid json');
      }
      bodyText = text;
    }
    if (action !== 'call') {
      if (typeof payload !== 'object' || payload === null)
        throw invalidBody('All object keys must match');
      if (Array.isArray(payload)) {
        if (action !== 'create') throw invalidBody('A PATCH or PUT body must be one JSON object');
        if (!payload.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
          throw invalidBody('All elements of the array must be JSON objects');
        }
      }
    }
  }
  return {
    action,
    method,
    headOnly,
    schema,
    profileGiven: profileHeader !== undefined && profileHeader !== '',
    target,
    query,
    rawQuery: input.rawQuery,
    prefer,
    range,
    singular,
    media,
    payload,
    bodyText,
  };
}
