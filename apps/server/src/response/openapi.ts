import type { Column, SchemaCache } from '../schema-cache/schema-cache.ts';

/** OpenAPI 3 description of one exposed schema: tables/views with their verbs, and functions. */

type JsonSchema = Record<string, unknown>;

const numeric = new Set(['int2', 'int4', 'int8', 'numeric', 'float4', 'float8', 'oid']);

function columnSchema(c: Column): JsonSchema {
  let s: JsonSchema;
  const base = c.baseType;
  if (base === 'int2' || base === 'int4') s = { type: 'integer', format: c.type };
  else if (base === 'int8') s = { type: 'integer', format: 'bigint' };
  else if (numeric.has(base)) s = { type: 'number', format: c.type };
  else if (base === 'bool') s = { type: 'boolean' };
  else if (base === 'json' || base === 'jsonb') s = {};
  else s = { type: 'string', format: c.type };
  if (c.enumValues) s.enum = c.enumValues;
  if (c.isArray) s = { type: 'array', items: s };
  if (c.default !== null) s.default = c.default;
  return s;
}

export function buildOpenApi(
  cache: SchemaCache,
  schema: string,
  info: { title: string; version: string },
  /** Only what the caller's role may use (follow-privileges); everything when absent. */
  visible?: { relations: ReadonlySet<string>; functions: ReadonlySet<string> },
): unknown {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  const snap = cache.snapshot;
  const tables = [...snap.tables.values()]
    .filter((t) => t.schema === schema && (!visible || visible.relations.has(t.name)))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const t of tables) {
    const properties: Record<string, JsonSchema> = {};
    for (const c of t.columns.values()) {
      const s = columnSchema(c);
      if (t.primaryKey.includes(c.name)) s.description = 'Primary key.';
      properties[c.name] = s;
    }
    const required = [...t.columns.values()]
      .filter((c) => !c.nullable && c.default === null)
      .map((c) => c.name);
    schemas[t.name] = {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      ...(t.description ? { description: t.description } : {}),
    };
    const ref = { $ref: `#/components/schemas/${t.name}` };
    const rows = {
      description: 'OK',
      content: { 'application/json': { schema: { type: 'array', items: ref } } },
    };
    const ops: Record<string, unknown> = {
      get: {
        tags: [t.name],
        summary: t.description ?? undefined,
        responses: { '200': rows, '206': { description: 'Partial Content' } },
      },
    };
    if (t.insertable) {
      const body = { content: { 'application/json': { schema: ref } } };
      ops.post = {
        tags: [t.name],
        requestBody: body,
        responses: { '201': { description: 'Created' } },
      };
      ops.patch = {
        tags: [t.name],
        requestBody: body,
        responses: { '204': { description: 'No Content' } },
      };
      ops.delete = { tags: [t.name], responses: { '204': { description: 'No Content' } } };
    }
    paths[`/${t.name}`] = ops;
  }
  const routines = [...snap.routines.values()]
    .flat()
    .filter((r) => r.schema === schema && (!visible || visible.functions.has(r.name)))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const r of routines) {
    const properties: Record<string, JsonSchema> = {};
    for (const p of r.params) if (p.name) properties[p.name] = { format: p.type };
    const required = r.params.filter((p) => p.name && !p.hasDefault).map((p) => p.name);
    const body = {
      content: {
        'application/json': {
          schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
        },
      },
    };
    const op = {
      tags: ['(rpc) ' + r.name],
      summary: r.description ?? undefined,
      requestBody: body,
      responses: { '200': { description: 'OK' } },
    };
    const entry: Record<string, unknown> = { post: op };
    if (r.volatility !== 'volatile')
      entry.get = { tags: op.tags, summary: op.summary, responses: op.responses };
    paths[`/rpc/${r.name}`] = entry;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: info.title,
      version: info.version,
      description: `The ${schema} schema of the data API.`,
    },
    servers: [{ url: '/api' }],
    paths,
    components: { schemas },
  };
}
