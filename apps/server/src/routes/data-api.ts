import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseApiRequest } from '../api-request/api-request.ts';
import type { ApiRequest } from '../api-request/types.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { ApiError, singularityError } from '../errors/api-error.ts';
import type { Caller } from '../http/caller.ts';
import type { Kernel } from '../http/kernel.ts';
import { planRequest, type Plan } from '../plan/plan.ts';
import { buildCall, buildMutate, buildRead, type BuiltQuery } from '../query/build-sql.ts';
import { runAsRequest } from '../query/run-query.ts';
import { buildOpenApi } from '../response/openapi.ts';
import {
  callResponse,
  mutateResponse,
  pageWindow,
  readResponse,
  type ApiResponse,
  type PageWindow,
} from '../response/response.ts';
import { SchemaCache } from '../schema-cache/schema-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data API's schema cache; call `reload()` after changing the exposed schemas. */
    schemaCache: SchemaCache;
  }
}

export interface DataApiDeps {
  config: Config;
  db: Database;
  readDb?: Database | undefined;
  /** The caller parser and request context every endpoint shares. */
  kernel: Kernel;
}

/** Prepared reads keyed by everything that shapes their SQL; values live in the key's query string. */
interface CachedRead {
  version: number;
  /** The parsed request; never changed after parsing, so it is shared by repeats. */
  req: ApiRequest;
  plan: Plan;
  query: BuiltQuery;
  window: PageWindow;
}

const planCacheSize = 500;

/**
 * Registers the PostgREST-dialect data API under /api and decorates the app with `schemaCache`.
 * The routes live in their own encapsulated plugin: they read bodies as text (JSON parsed here,
 * so a bad body is PGRST102); errors go to the app's one handler (http/error-handler.ts).
 */
export async function registerDataApi(
  app: FastifyInstance,
  deps: DataApiDeps,
): Promise<SchemaCache> {
  const { config, kernel } = deps;
  const schemas = config.DB_SCHEMAS;
  const cache = new SchemaCache(deps.db, schemas);
  try {
    await cache.reload();
  } catch (error) {
    // The database may be down at start; requests retry the load (and answer 503 meanwhile).
    app.log.warn({ err: error }, 'schema cache not loaded; will retry on the first request');
  }
  app.decorate('schemaCache', cache);

  const reads = new Map<string, CachedRead>();

  function send(reply: FastifyReply, res: ApiResponse): FastifyReply {
    reply.code(res.status).headers(res.headers);
    if (res.body === undefined) return reply.send();
    return reply.send(res.body);
  }

  /** The request headers that shape a read's plan, joined into a cache key with the URL. */
  function readKey(request: FastifyRequest, url: string): string {
    const h = request.headers;
    return [
      request.method,
      url,
      h['accept-profile'],
      h.accept,
      h.prefer,
      h.range,
      h['range-unit'],
    ].join('\u0000');
  }

  function parse(request: FastifyRequest, segments: string[], rawQuery: string): ApiRequest {
    const req = parseApiRequest(
      {
        method: request.method,
        segments,
        rawQuery,
        headers: request.headers,
        body: typeof request.body === 'string' ? request.body : undefined,
      },
      {
        schemas,
        rpcArgNames: (schema, fn) =>
          new Set(cache.routines(schema, fn).flatMap((r) => r.params.map((p) => p.name))),
      },
    );
    // planned/estimated counts are answered exactly (no planner estimates here), so only
    // count=exact is reported as applied.
    if (req.prefer.count === 'exact') req.prefer.applied.push('count=exact');
    return req;
  }

  function prepare(req: ApiRequest): CachedRead {
    const plan = planRequest(cache, req);
    const window = pageWindow(req, config.DB_MAX_ROWS);
    const opts = {
      limit: window.limit,
      offset: window.offset,
      count: req.prefer.count !== undefined,
      singular: req.singular,
    };
    const query =
      plan.kind === 'call'
        ? buildCall(plan, opts, req.bodyText)
        : plan.kind === 'read'
          ? buildRead(plan, opts)
          : undefined;
    if (!query) throw new ApiError(500, 'PGRSTX00', 'Unexpected plan');
    return { version: cache.version, req, plan, query, window };
  }

  async function handle(
    request: FastifyRequest,
    reply: FastifyReply,
    segments: string[],
  ): Promise<FastifyReply> {
    const who = await kernel.caller(request);
    await cache.ensureLoaded();
    const url = request.raw.url ?? '';
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    // Reads are fully described by the URL and a few headers: a repeated one skips parsing and
    // planning and reuses its SQL (values included; they come from the same URL).
    const key = readOnly && segments.length > 0 ? readKey(request, url) : undefined;
    let prepared = key ? reads.get(key) : undefined;
    if (prepared && prepared.version !== cache.version) prepared = undefined;
    let req: ApiRequest;
    if (prepared) {
      req = prepared.req;
    } else {
      const q = url.indexOf('?');
      req = parse(request, segments, q < 0 ? '' : url.slice(q + 1));
      if (req.action === 'openapi') {
        reply.header('content-type', 'application/openapi+json; charset=utf-8');
        return reply.send(
          JSON.stringify(
            buildOpenApi(cache, req.schema, { title: 'Athcare data API', version: '1' }),
          ),
        );
      }
      if (req.action !== 'read' && req.action !== 'call') {
        return send(reply, await mutate(req, who, deps.db));
      }
      prepared = prepare(req);
      if (key) {
        if (reads.size >= planCacheSize) reads.clear();
        reads.set(key, prepared);
      }
    }
    const db = readOnly && deps.readDb ? deps.readDb : deps.db;
    const { plan, window } = prepared;
    const row = await runAsRequest(db, kernel.context(who, readOnly), prepared.query, (r) => {
      // A singular call that changed data must not commit when it returned the wrong count.
      if (!readOnly && req.singular && Number(r.page) !== 1) throw singularityError(Number(r.page));
    });
    if (plan.kind === 'call') {
      return send(
        reply,
        callResponse(
          req,
          row,
          {
            void: plan.routine.returnKind === 'void',
            rows: plan.node !== undefined && plan.routine.returnsSet,
            window,
          },
          schemas.length,
        ),
      );
    }
    return send(reply, readResponse(req, row, window, schemas.length));
  }

  async function mutate(req: ApiRequest, who: Caller, db: Database): Promise<ApiResponse> {
    const plan = planRequest(cache, req);
    if (plan.kind !== 'create' && plan.kind !== 'update' && plan.kind !== 'delete') {
      throw new ApiError(500, 'PGRSTX00', 'Unexpected plan');
    }
    const representation = req.prefer.return === 'representation';
    if (req.prefer.return) req.prefer.applied.push(`return=${req.prefer.return}`);
    if (plan.onConflict && req.prefer.resolution)
      req.prefer.applied.push(`resolution=${req.prefer.resolution}`);
    if (plan.missingDefault) req.prefer.applied.push('missing=default');
    let bodyText = req.bodyText;
    // One object or an array: the insert reads a JSON array of records.
    if (plan.kind === 'create' && req.payload !== undefined && !Array.isArray(req.payload))
      bodyText = `[${bodyText ?? '{}'}]`;
    const query = buildMutate(plan, bodyText, { representation, singular: req.singular });
    const row = await runAsRequest(db, kernel.context(who, false), query, (r) => {
      if (req.singular && Number(r.page) !== 1) throw singularityError(Number(r.page));
    });
    return mutateResponse(req, row, schemas.length);
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
  await app.register(async (api) => {
    // Bodies as text: the data API parses JSON itself so a bad body is PGRST102, not a Fastify error.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    const methods = ['GET', 'POST', 'PATCH', 'DELETE', 'PUT'] as const;
    api.route({
      method: ['GET'],
      url: '/api',
      handler: (request, reply) => handle(request, reply, []),
    });
    api.route({
      method: ['GET'],
      url: '/api/',
      handler: (request, reply) => handle(request, reply, []),
    });
    api.route<{ Params: { fn: string } }>({
      method: ['GET', 'POST'],
      url: '/api/rpc/:fn',
      handler: (request, reply) => handle(request, reply, ['rpc', request.params.fn]),
    });
    api.route<{ Params: { relation: string } }>({
      method: [...methods],
      url: '/api/:relation',
      handler: (request, reply) => handle(request, reply, [request.params.relation]),
    });
  });
  return cache;
}
