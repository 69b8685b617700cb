import type { FastifyInstance } from 'fastify';
import type { SchemaCache, Table } from '../schema-cache/schema-cache.ts';

/** A seeded generator (mulberry32): the same seed gives the same requests. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const ops = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
  'fts',
  'match',
  'imatch',
  'isdistinct',
  'not.eq',
  'eq(any)',
  'zz',
];
const garbage = [
  '',
  '(',
  ')',
  ',',
  '"',
  "'",
  '*',
  '!',
  '->',
  '->>',
  '::',
  '..',
  '%',
  '\\',
  'null',
  '1e309',
  '-1',
  '99999999999999999999',
  'true',
  '{',
  '}',
  '[1,2]',
  '日本',
  '\u0000x',
  ';drop table',
];
const values = [
  '1',
  '0',
  '-5',
  'abc',
  'null',
  'true',
  '2030-01-01',
  '{1,2}',
  '(1,2)',
  'a*b',
  '%25',
  '"q,uo"',
  '1.5',
  'not_null',
  '',
];

/**
 * Generates data-API requests over the exposed schema: select lists with embeds, aliases and
 * casts, filters (logic trees too), order, limit/offset, Range, Prefer and bodies — valid,
 * half-valid and garbage — as anonymous callers or as a member (token given).
 */
export function makeRequestGenerator(
  cache: SchemaCache,
  schema: string,
  memberToken: string | undefined,
  random: () => number,
): () => FuzzRequest {
  const tables = [...cache.snapshot.tables.values()].filter((t) => t.schema === schema);
  const fns = [...cache.snapshot.routines.values()].flat().filter((r) => r.schema === schema);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const chance = (p: number) => random() < p;
  const int = (n: number) => Math.floor(random() * n);
  const columns = (t: Table) => [...t.columns.keys()];
  const related = (t: Table) =>
    cache.snapshot.foreignKeys
      .filter((fk) => fk.schema === t.schema && (fk.table === t.name || fk.refTable === t.name))
      .map((fk) => (fk.table === t.name ? fk.refTable : fk.table));

  const selectList = (t: Table, depth: number): string => {
    const items: string[] = [];
    const n = 1 + int(chance(0.05) ? 150 : 5);
    for (let i = 0; i < n; i++) {
      const r = random();
      if (r < 0.15) items.push('*');
      else if (r < 0.3 && depth < 7) {
        const rel = related(t);
        const target = rel.length ? pick(rel) : pick(tables).name;
        const child = cache.table(schema, target);
        const alias = chance(0.3) ? `a${int(9)}:` : '';
        const hint = chance(0.1) ? '!inner' : '';
        items.push(`${alias}${target}${hint}(${child ? selectList(child, depth + 1) : '*'})`);
      } else if (r < 0.35) items.push(pick(garbage));
      else {
        const c = chance(0.9) ? pick(columns(t)) : `nope${int(5)}`;
        const cast = chance(0.1) ? `::${pick(['text', 'int', 'json', 'bogus'])}` : '';
        const alias = chance(0.1) ? `x${int(5)}:` : '';
        const json = chance(0.05) ? `->${pick(['a', '0', "'k'"])}` : '';
        items.push(`${alias}${c}${json}${cast}`);
      }
    }
    return items.join(',');
  };

  const filter = (t: Table): string => {
    const c = chance(0.9) ? pick(columns(t)) : pick(garbage);
    const op = pick(ops);
    const v = op === 'in' ? `(${[pick(values), pick(values)].join(',')})` : pick(values);
    return `${encodeURIComponent(c)}=${encodeURIComponent(`${op}.${v}`)}`;
  };

  const logic = (t: Table, depth: number): string => {
    const parts: string[] = [];
    for (let i = 0; i < 1 + int(3); i++) {
      if (depth < 3 && chance(0.3)) parts.push(`${pick(['and', 'or'])}(${logic(t, depth + 1)})`);
      else parts.push(`${pick(columns(t))}.${pick(ops)}.${pick(values)}`);
    }
    return parts.join(',');
  };

  const body = (t: Table): string => {
    if (chance(0.1)) return pick(garbage);
    const row = () =>
      Object.fromEntries(
        columns(t)
          .filter(() => chance(0.5))
          .map((c) => [c, pick<unknown>([1, 'x', null, true, [1], { a: 1 }, 1e308, '2030-01-01'])]),
      );
    return JSON.stringify(chance(0.2) ? Array.from({ length: 1 + int(5) }, row) : row());
  };

  return () => {
    const headers: Record<string, string> = {};
    if (memberToken && chance(0.5)) headers.authorization = `Bearer ${memberToken}`;
    if (chance(0.02)) headers.authorization = `Bearer ${pick(garbage)}x.y.z`;
    if (chance(0.1)) headers.range = `${int(20)}-${int(40)}`;
    if (chance(0.1))
      headers.prefer = pick(['count=exact', 'return=representation', 'missing=default', 'x=y']);
    if (chance(0.05))
      headers.accept = pick(['application/vnd.pgrst.object+json', 'text/csv', '*/*']);
    if (chance(0.03)) headers['accept-profile'] = pick([schema, 'nope', 'pgusers']);
    if (chance(0.1) && fns.length) {
      const fn = pick(fns);
      const args = Object.fromEntries(
        fn.params.map((p) => [p.name, pick<unknown>([1, 'x', null])]),
      );
      if (chance(0.5)) {
        const q = Object.entries(args)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
          .join('&');
        return { method: 'GET', url: `/api/rpc/${fn.name}?${q}`, headers };
      }
      headers['content-type'] = 'application/json';
      return { method: 'POST', url: `/api/rpc/${fn.name}`, headers, payload: JSON.stringify(args) };
    }
    const t = pick(tables);
    const q: string[] = [];
    if (chance(0.8)) q.push(`select=${encodeURIComponent(selectList(t, 0))}`);
    for (let i = 0; i < int(4); i++) q.push(filter(t));
    if (chance(0.15)) q.push(`or=(${encodeURIComponent(logic(t, 0))})`);
    if (chance(0.3))
      q.push(`order=${encodeURIComponent(`${pick(columns(t))}.${pick(['asc', 'desc', 'x'])}`)}`);
    if (chance(0.3)) q.push(`limit=${pick(['0', '1', '10', '1000', '-1', 'x'])}`);
    if (chance(0.1)) q.push(`offset=${pick(['0', '5', '100000', '-3'])}`);
    if (chance(0.05)) q.push(`${pick(tables).name}.limit=${int(3)}`);
    const r = random();
    const method = r < 0.75 ? 'GET' : r < 0.85 ? 'POST' : r < 0.95 ? 'PATCH' : 'DELETE';
    const req: FuzzRequest = { method, url: `/api/${t.name}?${q.join('&')}`, headers };
    if (method === 'POST' || method === 'PATCH') {
      headers['content-type'] = 'application/json';
      req.payload = body(t);
    }
    return req;
  };
}

export interface FuzzFailure {
  request: FuzzRequest;
  reason: string;
}

/**
 * Sends `count` generated requests (`concurrency` at a time) and collects every failure: a 5xx,
 * a body over maxResponseBytes, or a request slower than maxMs.
 */
export async function fuzz(
  app: FastifyInstance,
  next: () => FuzzRequest,
  options: { count: number; concurrency: number; maxResponseBytes: number; maxMs: number },
): Promise<{ failures: FuzzFailure[]; slowestMs: number; statuses: Record<number, number> }> {
  const failures: FuzzFailure[] = [];
  const statuses: Record<number, number> = {};
  let slowestMs = 0;
  let sent = 0;
  const worker = async () => {
    while (sent < options.count) {
      sent += 1;
      const request = next();
      const started = performance.now();
      const res = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      const ms = performance.now() - started;
      slowestMs = Math.max(slowestMs, ms);
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500)
        failures.push({ request, reason: `${res.statusCode} ${res.body}` });
      else if (res.rawPayload.length > options.maxResponseBytes)
        failures.push({ request, reason: `response of ${res.rawPayload.length} bytes` });
      else if (ms > options.maxMs) failures.push({ request, reason: `took ${Math.round(ms)} ms` });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { failures, slowestMs, statuses };
}
