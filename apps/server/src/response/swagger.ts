import type { Column, Routine, SchemaCache, Table } from '../schema-cache/schema-cache.ts';

/**
 * The root document PostgREST serves: Swagger 2.0 of one exposed schema, shaped as PostgREST
 * builds it (definitions per table, shared parameters, `rowFilter.<table>.<column>`, `/rpc/<fn>`
 * with an `args` body), so tools made for PostgREST read it. OpenAPI 3 stays available with
 * `Accept: application/vnd.oai.openapi+json` (response/openapi.ts).
 */

type Obj = Record<string, unknown>;

const mediaTypes = [
  'application/json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  'application/vnd.pgrst.object+json',
  'text/csv',
];

/** PostgREST's toSwaggerType: json/jsonb have no type, arrays are arrays, the rest strings. */
function swaggerType(type: string): string | undefined {
  switch (type) {
    case 'boolean':
      return 'boolean';
    case 'smallint':
    case 'integer':
    case 'bigint':
      return 'integer';
    case 'numeric':
    case 'real':
    case 'double precision':
      return 'number';
    case 'json':
    case 'jsonb':
      return undefined;
  }
  return type.endsWith('[]') ? 'array' : 'string';
}

function swaggerFormat(type: string): string {
  if (type === 'smallint' || type === 'integer') return 'int32';
  if (type === 'bigint') return 'int64';
  return type;
}

function typed(type: string): Obj {
  const s: Obj = {};
  const t = swaggerType(type);
  if (t) s.type = t;
  s.format = swaggerFormat(type);
  if (t === 'array') {
    const item = swaggerType(type.slice(0, -2));
    s.items = item ? { type: item } : {};
  }
  return s;
}

/** A column default as PostgREST shows it: strings unquoted from their `'x'::type` form. */
function defaultValue(c: Column): unknown {
  if (c.default === null) return undefined;
  let text = c.default;
  if (swaggerType(c.castType) === 'string') {
    const m = /^'(.*)'::[a-z ]+$/s.exec(text);
    if (m) text = m[1] ?? '';
    return text;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function tableDefinition(cache: SchemaCache, t: Table): Obj {
  const properties: Obj = {};
  const fks = cache.snapshot.foreignKeys.filter(
    (fk) => fk.schema === t.schema && fk.table === t.name && fk.columns.length === 1,
  );
  for (const c of [...t.columns.values()].sort((a, b) => a.position - b.position)) {
    const s = typed(c.castType);
    const def = defaultValue(c);
    if (def !== undefined) s.default = def;
    if (c.enumValues) s.enum = c.enumValues;
    const notes = ['Note:'];
    if (t.primaryKey.includes(c.name)) notes.push('This is a Primary Key.<pk/>');
    const fk = fks.find((k) => k.columns[0] === c.name);
    if (fk) {
      const col = fk.refColumns[0] ?? '';
      notes.push(
        `This is a Foreign Key to \`${fk.refTable}.${col}\`.<fk table='${fk.refTable}' column='${col}'/>`,
      );
    }
    if (notes.length > 1) s.description = notes.join('\n');
    properties[c.name] = s;
  }
  const required = [...t.columns.values()].filter((c) => !c.nullable).map((c) => c.name);
  return {
    ...(t.description ? { description: t.description } : {}),
    properties,
    ...(required.length ? { required } : {}),
    type: 'object',
  };
}

const queryParam = (name: string, description: string): Obj => ({
  name,
  description,
  required: false,
  in: 'query',
  type: 'string',
});

function preferParam(values: string[]): Obj {
  return {
    name: 'Prefer',
    description: 'Preference',
    required: false,
    in: 'header',
    type: 'string',
    ...(values.length ? { enum: values } : {}),
  };
}

const ref = (name: string) => ({ $ref: `#/parameters/${name}` });

function summaryOf(description: string | null): Obj {
  if (!description) return {};
  const nl = description.indexOf('\n');
  if (nl < 0) return { summary: description };
  const rest = description.slice(nl + 1).replace(/^\n+/, '');
  return { summary: description.slice(0, nl), ...(rest ? { description: rest } : {}) };
}

function routinePath(r: Routine): Obj {
  const base = {
    ...summaryOf(r.description),
    tags: [`(rpc) ${r.name}`],
    produces: [
      'application/json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.object+json',
    ],
    responses: { '200': { description: 'OK' } },
  };
  const params = r.params.filter((p) => p.name);
  const properties: Obj = {};
  for (const p of params) properties[p.name] = typed(p.type);
  const required = params.filter((p) => !p.hasDefault).map((p) => p.name);
  const post = {
    ...base,
    parameters: [
      {
        name: 'args',
        required: true,
        in: 'body',
        schema: { properties, ...(required.length ? { required } : {}), type: 'object' },
      },
      ref('preferParams'),
    ],
  };
  if (r.volatility === 'volatile') return { post };
  const get = {
    ...base,
    parameters: params.map((p) => {
      const t = swaggerType(p.type);
      return {
        name: p.name,
        required: !p.hasDefault,
        in: 'query',
        type: t === undefined || t === 'array' ? 'string' : t,
        format: swaggerFormat(p.type),
      };
    }),
  };
  return { get, post };
}

export function buildSwagger(
  cache: SchemaCache,
  schema: string,
  info: { title: string; description: string; version: string; host: string | undefined },
  /** What the caller's role may use (follow-privileges); everything when absent. */
  visible?: { relations: ReadonlySet<string>; functions: ReadonlySet<string> },
): unknown {
  const snap = cache.snapshot;
  const tables = [...snap.tables.values()]
    .filter((t) => t.schema === schema && (!visible || visible.relations.has(t.name)))
    .sort((a, b) => a.name.localeCompare(b.name));
  const routines = [...snap.routines.values()]
    .flat()
    .filter((r) => r.schema === schema && (!visible || visible.functions.has(r.name)))
    .sort((a, b) => a.name.localeCompare(b.name));

  const parameters: Obj = {
    preferParams: preferParam([]),
    preferReturn: preferParam(['return=representation', 'return=minimal', 'return=none']),
    preferCount: preferParam(['count=none']),
    preferPost: preferParam([
      'return=representation',
      'return=minimal',
      'return=none',
      'resolution=ignore-duplicates',
      'resolution=merge-duplicates',
    ]),
    select: queryParam('select', 'Filtering Columns'),
    on_conflict: queryParam('on_conflict', 'On Conflict'),
    order: queryParam('order', 'Ordering'),
    range: {
      name: 'Range',
      description: 'Limiting and Pagination',
      required: false,
      in: 'header',
      type: 'string',
    },
    rangeUnit: {
      name: 'Range-Unit',
      description: 'Limiting and Pagination',
      required: false,
      in: 'header',
      type: 'string',
      default: 'items',
    },
    offset: queryParam('offset', 'Limiting and Pagination'),
    limit: queryParam('limit', 'Limiting and Pagination'),
  };
  const definitions: Obj = {};
  const paths: Obj = {
    '/': {
      get: {
        tags: ['Introspection'],
        summary: 'OpenAPI description (this document)',
        produces: ['application/openapi+json', 'application/json'],
        responses: { '200': { description: 'OK' } },
      },
    },
  };
  for (const t of tables) {
    definitions[t.name] = tableDefinition(cache, t);
    parameters[`body.${t.name}`] = {
      name: t.name,
      description: t.name,
      required: false,
      in: 'body',
      schema: { $ref: `#/definitions/${t.name}` },
    };
    const filters: Obj[] = [];
    for (const c of t.columns.values()) {
      parameters[`rowFilter.${t.name}.${c.name}`] = {
        name: c.name,
        required: false,
        in: 'query',
        type: 'string',
      };
      filters.push(ref(`rowFilter.${t.name}.${c.name}`));
    }
    const op = { tags: [t.name], ...summaryOf(t.description) };
    const item: Obj = {
      get: {
        ...op,
        parameters: [
          ...filters,
          ...['select', 'order', 'range', 'rangeUnit', 'offset', 'limit', 'preferCount'].map(ref),
        ],
        responses: {
          '200': {
            description: 'OK',
            schema: { items: { $ref: `#/definitions/${t.name}` }, type: 'array' },
          },
          '206': { description: 'Partial Content' },
        },
      },
    };
    if (t.insertable) {
      item.post = {
        ...op,
        parameters: [ref(`body.${t.name}`), ref('select'), ref('preferPost')],
        responses: { '201': { description: 'Created' } },
      };
      item.patch = {
        ...op,
        parameters: [...filters, ref(`body.${t.name}`), ref('preferReturn')],
        responses: { '204': { description: 'No Content' } },
      };
      item.delete = {
        ...op,
        parameters: [...filters, ref('preferReturn')],
        responses: { '204': { description: 'No Content' } },
      };
    }
    paths[`/${t.name}`] = item;
  }
  for (const r of routines) paths[`/rpc/${r.name}`] = routinePath(r);
  return {
    swagger: '2.0',
    info: { description: info.description, title: info.title, version: info.version },
    ...(info.host ? { host: info.host } : {}),
    basePath: '/api',
    schemes: ['http', 'https'],
    consumes: mediaTypes,
    produces: mediaTypes,
    paths,
    definitions,
    parameters,
    externalDocs: {
      description: 'PostgREST Documentation',
      url: 'https://postgrest.org/en/v13/references/api.html',
    },
  };
}
