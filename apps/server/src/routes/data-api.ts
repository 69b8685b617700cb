import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseApiRequest } from '../api-request/api-request.ts';
import type { ApiRequest } from '../api-request/types.ts';
import type { Config } from '../config/config.ts';
import type { Database, RequestContext } from '../db/database.ts';
import { visibleObjects } from '../db/visible-objects.ts';
import {
  ApiError,
  maxAffectedRpcViolation,
  maxAffectedViolation,
  singularityError,
} from '../errors/api-error.ts';
import type { Caller } from '../http/caller.ts';
import type { Kernel } from '../http/kernel.ts';
import {
  checkRequestCost,
  checkResponseSize,
  checkSelectText,
  type CostLimits,
} from '../plan/cost-limits.ts';
import { planRequest, type Plan } from '../plan/plan.ts';
import {
  buildCall,
  buildMutate,
  buildRead,
  type BuiltQuery,
  type ResultRow,
} from '../query/build-sql.ts';
import { runAsRequest } from '../query/run-query.ts';
import { buildOpenApi } from '../response/openapi.ts';
import { buildSwagger } from '../response/swagger.ts';
import {
  callResponse,
  mutateResponse,
  asMedia,
  pageWindow,
  preferenceApplied,
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
  /** The caller parser and request context every endpoint shares. */
  kernel: Kernel;
}

/** Thrown inside a request's transaction to roll it back while keeping its result. */
class RollbackSignal extends Error {
  constructor(readonly row: ResultRow) {
    super('rollback');
  }
}

/** PostgREST's Location of an inserted row: `/table?pk=eq.1&other=is.null`. */
export function locationOf(
  table: string,
  pk: readonly string[],
  row: Record<string, unknown>,
): string {
  const query = pk
    .map((c) => {
      const v = row[c];
      let value = 'is.null';
      if (typeof v === 'string') value = `eq.${v}`;
      else if (v !== null && v !== undefined) value = `eq.${JSON.stringify(v)}`;
      return `${encodeURIComponent(c)}=${encodeURIComponent(value).replace(/%2C/g, ',')}`;
    })
    .join('&');
  return `/${encodeURIComponent(table)}?${query}`;
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

  const limits: CostLimits = {
    maxSelectItems: config.DB_MAX_SELECT_ITEMS,
    maxEmbedDepth: config.DB_MAX_EMBED_DEPTH,
    maxEmbeds: config.DB_MAX_EMBEDS,
    maxConditions: config.DB_MAX_CONDITIONS,
    maxEmbeddedRows: config.DB_MAX_EMBEDDED_ROWS,
    maxResponseBytes: config.DB_MAX_RESPONSE_BYTES,
  };
  const reads = new Map<string, CachedRead>();

  const planOptions = { aggregates: config.DB_AGGREGATES_ENABLED };
  // PGlite cannot fire statement_timeout; its statements check the deadline row by row instead.
  const checkDeadline = deps.db.engine === 'pglite';

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
        checkSelectText: (text) => checkSelectText(text, limits),
      },
    );
    checkRequestCost(req, limits);
    // Mutations add theirs once planned (resolution depends on the table's key).
    if (req.action === 'read' || req.action === 'call')
      req.prefer.applied = preferenceApplied(req, req.action, false);
    return req;
  }

  function prepare(req: ApiRequest): CachedRead {
    const plan = planRequest(cache, req, planOptions);
    const window = pageWindow(req, config.DB_MAX_ROWS);
    const opts = {
      limit: window.limit,
      offset: window.offset,
      count: req.prefer.count !== undefined,
      singular: req.singular,
      checkDeadline,
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
        // PostgREST's root: Swagger 2.0; OpenAPI 3 when asked for by its media type.
        // Each caller sees only what its role may use (PostgREST's follow-privileges mode).
        const visible = await visibleObjects(deps.db, kernel.context(who, true), req.schema);
        if (req.media === 'openapi3') {
          reply.header('content-type', 'application/vnd.oai.openapi+json; charset=utf-8');
          return reply.send(
            JSON.stringify(
              buildOpenApi(cache, req.schema, { title: 'Athcare data API', version: '1' }, visible),
            ),
          );
        }
        reply.header('content-type', 'application/openapi+json; charset=utf-8');
        if (schemas.length > 1) reply.header('content-profile', req.schema);
        return reply.send(
          JSON.stringify(
            buildSwagger(
              cache,
              req.schema,
              {
                title: 'Athcare data API',
                description: `The ${req.schema} schema of the Athcare data API, in PostgREST's dialect.`,
                version: '1',
                host: request.headers.host,
              },
              visible,
            ),
          ),
        );
      }
      if (req.action !== 'read' && req.action !== 'call') {
        return send(reply, asMedia(req, await mutate(req, who, deps.db)));
      }
      prepared = prepare(req);
      if (key) {
        if (reads.size >= planCacheSize) reads.clear();
        reads.set(key, prepared);
      }
    }
    // GETs on the replica, unless this member has a write it has not replayed yet.
    const db = readOnly ? await kernel.reads.dbFor(who) : deps.db;
    const { plan, window } = prepared;
    const strictMax = req.prefer.handling === 'strict' ? req.prefer.maxAffected : undefined;
    if (plan.kind === 'call' && strictMax !== undefined && !plan.routine.returnsSet)
      throw maxAffectedRpcViolation();
    const row = await runChecked(db, kernel.context(who, readOnly), prepared.query, req, (r) => {
      // A singular call that changed data must not commit when it returned the wrong count.
      if (!readOnly && req.singular && Number(r.page) !== 1) throw singularityError(Number(r.page));
      if (plan.kind === 'call' && strictMax !== undefined && Number(r.page) > strictMax)
        throw maxAffectedViolation(Number(r.page));
      // Inside the transaction: a call that wrote and answers too much commits nothing.
      checkResponseSize(r.body, limits);
    });
    if (plan.kind === 'call') {
      return send(
        reply,
        asMedia(
          req,
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
        ),
      );
    }
    return send(reply, asMedia(req, readResponse(req, row, window, schemas.length)));
  }

  async function mutate(req: ApiRequest, who: Caller, db: Database): Promise<ApiResponse> {
    const plan = planRequest(cache, req, planOptions);
    if (plan.kind !== 'create' && plan.kind !== 'update' && plan.kind !== 'delete') {
      throw new ApiError(500, 'PGRSTX00', 'Unexpected plan');
    }
    req.prefer.applied = preferenceApplied(req, req.action, plan.onConflict !== undefined);
    // return=headers-only on an insert: the new row's primary key, for Location.
    const pk = plan.table.primaryKey;
    const headersOnly =
      plan.kind === 'create' && req.prefer.return === 'headers-only' && pk.length > 0;
    const representation = req.prefer.return === 'representation' || headersOnly;
    if (headersOnly) {
      plan.returning = {
        ...plan.returning,
        fields: pk.map((c) => ({
          key: c,
          ref: { column: c, json: [], type: plan.table.columns.get(c)?.castType ?? 'text' },
          cast: undefined,
        })),
        embeds: [],
      };
    }
    let bodyText = req.bodyText;
    // One object or an array: the insert reads a JSON array of records.
    if (plan.kind === 'create' && req.payload !== undefined && !Array.isArray(req.payload))
      bodyText = `[${bodyText ?? '{}'}]`;
    const query = buildMutate(plan, bodyText, {
      representation,
      singular: req.singular && !headersOnly,
      checkDeadline,
    });
    const strictMax = req.prefer.handling === 'strict' ? req.prefer.maxAffected : undefined;
    const row = await runChecked(db, kernel.context(who, false), query, req, (r) => {
      if (req.singular && Number(r.page) !== 1) throw singularityError(Number(r.page));
      if (plan.kind !== 'create' && strictMax !== undefined && Number(r.page) > strictMax)
        throw maxAffectedViolation(Number(r.page));
    });
    let location: string | undefined;
    if (headersOnly) {
      const rows = JSON.parse(row.body ?? '[]') as Record<string, unknown>[];
      const only = rows.length === 1 ? rows[0] : undefined;
      if (only) location = locationOf(plan.table.name, pk, only);
      row.body = null;
    }
    return mutateResponse(req, row, schemas.length, { location });
  }

  /**
   * runAsRequest with PostgREST's `Prefer: tx=rollback`: the work is done and answered, then
   * rolled back (the check throws a signal carrying the result, which rolls the transaction back).
   */
  async function runChecked(
    db: Database,
    ctx: RequestContext,
    query: BuiltQuery,
    req: ApiRequest,
    check: (row: ResultRow) => void,
  ): Promise<ResultRow> {
    if (req.prefer.tx !== 'rollback') return runAsRequest(db, ctx, query, check);
    try {
      await runAsRequest(db, ctx, query, (r) => {
        check(r);
        throw new RollbackSignal(r);
      });
    } catch (error) {
      if (error instanceof RollbackSignal) return error.row;
      throw error;
    }
    throw new ApiError(500, 'PGRSTX00', 'The rolled-back request returned no result');
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
    // Two or more segments that no other route serves: PUT /rpc/fn (PGRST101) and deeper paths
    // (PGRST125), as PostgREST answers them. Parameters rather than a wildcard at /api/, which
    // made every lookup of /api/:relation slower.
    api.route<{ Params: { relation: string; rest: string } }>({
      method: [...methods],
      url: '/api/:relation/:rest',
      handler: (request, reply) =>
        handle(request, reply, [request.params.relation, request.params.rest]),
    });
    api.route<{ Params: { relation: string; rest: string; '*': string } }>({
      method: [...methods],
      url: '/api/:relation/:rest/*',
      handler: (request, reply) =>
        handle(request, reply, [
          request.params.relation,
          request.params.rest,
          ...request.params['*'].split('/'),
        ]),
    });
  });
  return cache;
}
