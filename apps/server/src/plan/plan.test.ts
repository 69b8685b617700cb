import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseApiRequest } from '../api-request/api-request.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { buildCall, buildMutate, buildRead, type BuiltQuery } from '../query/build-sql.ts';
import { pageWindow } from '../response/response.ts';
import {
  qualified,
  SchemaCache,
  type Column,
  type Routine,
  type SchemaSnapshot,
  type Table,
} from '../schema-cache/schema-cache.ts';
import { planRequest } from './plan.ts';

// A schema cache built by hand: the planner and SQL builder are pure and need no database.
const noDb: Queryable = { query: () => Promise.reject(new Error('no database in unit tests')) };

function col(name: string, type: string, position: number): Column {
  const isArray = type.endsWith('[]');
  return {
    name,
    type,
    castType: type,
    baseType: type.replace('[]', ''),
    isArray,
    nullable: true,
    default: null,
    position,
    enumValues: undefined,
  };
}

function table(name: string, cols: [string, string][], pk: string[] = ['id']): Table {
  return {
    schema: 's',
    name,
    kind: 'table',
    insertable: true,
    columns: new Map(cols.map(([n, t], i) => [n, col(n, t, i + 1)])),
    primaryKey: pk,
    uniqueKeys: [pk],
    description: null,
  };
}

const authors = table('authors', [
  ['id', 'integer'],
  ['name', 'text'],
  ['data', 'jsonb'],
]);
const books = table('books', [
  ['id', 'integer'],
  ['title', 'text'],
  ['author_id', 'integer'],
  ['tags', 'text[]'],
]);
const byAuthor: Routine = {
  schema: 's',
  name: 'books_by',
  params: [{ name: 'author', type: 'integer', hasDefault: false }],
  singleUnnamedJson: false,
  returnType: 's.books',
  returnsSet: true,
  returnKind: 'composite',
  returnColumns: [...books.columns.values()],
  returnTable: { schema: 's', name: 'books' },
  volatility: 'stable',
  description: null,
};
const snapshot: SchemaSnapshot = {
  schemas: ['s'],
  tables: new Map([
    [qualified('s', 'authors'), authors],
    [qualified('s', 'books'), books],
  ]),
  foreignKeys: [
    {
      name: 'books_author_fk',
      schema: 's',
      table: 'books',
      columns: ['author_id'],
      refSchema: 's',
      refTable: 'authors',
      refColumns: ['id'],
    },
  ],
  routines: new Map([[qualified('s', 'books_by'), [byAuthor]]]),
};
const cache = SchemaCache.fromSnapshot(noDb, snapshot);

function sqlFor(
  method: string,
  path: string[],
  rawQuery: string,
  body?: unknown,
  checkDeadline = false,
): BuiltQuery {
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const req = parseApiRequest(
    {
      method,
      segments: path,
      rawQuery,
      headers: { prefer: 'count=exact,return=representation' },
      body: bodyText,
    },
    { schemas: ['s'], rpcArgNames: () => new Set(['author']) },
  );
  const plan = planRequest(cache, req);
  const w = pageWindow(req, 100);
  const opts = { limit: w.limit, offset: w.offset, count: true, singular: false, checkDeadline };
  if (plan.kind === 'read') return buildRead(plan, opts);
  if (plan.kind === 'call') return buildCall(plan, opts, req.bodyText);
  return buildMutate(plan, req.bodyText, { representation: true, singular: false, checkDeadline });
}

// Every double-quoted identifier in generated SQL must be one the cache or the builder owns.
const allowedIdents = new Set([
  's',
  'authors',
  'books',
  'books_by',
  'author',
  ...[...authors.columns.keys()],
  ...[...books.columns.keys()],
]);
function identifiersOf(sql: string): string[] {
  return [...sql.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replace(/""/g, '"'));
}
function checkIdentifiers(sql: string): void {
  for (const id of identifiersOf(sql)) {
    if (!allowedIdents.has(id) && !/^pgrst_[a-z]+\d*$/.test(id))
      throw new Error(`unexpected identifier ${id} in ${sql}`);
  }
  // No string literals but the builder's own constants.
  for (const lit of sql.matchAll(/'([^']*)'/g)) {
    if (!['[]', 'null', '{}', '1'].includes(lit[1] ?? ''))
      throw new Error(`unexpected literal ${lit[0]} in ${sql}`);
  }
}

describe('planner and SQL builder', () => {
  it('builds a read with embeds, filters, order and count', () => {
    const q = sqlFor(
      'GET',
      ['books'],
      'select=id,t:title,author:authors(name)&author.name=eq.X&title=like.*a*&order=id.desc&limit=5',
    );
    checkIdentifiers(q.text);
    expect(q.text).toContain('left join lateral');
    expect(q.params).toEqual(expect.arrayContaining(['X', '%a%', 't', 'author', '5']));
  });

  it('builds to-many embeds, !inner as exists, mutations and calls', () => {
    const many = sqlFor('GET', ['authors'], 'select=*,books!inner(title)&books.tags=cs.{a}');
    expect(many.text).toContain('exists (select 1 from');
    expect(many.text).toContain("coalesce(json_agg(pgrst_x.j), '[]')");
    checkIdentifiers(many.text);
    checkIdentifiers(
      sqlFor('POST', ['books'], 'select=id', [{ title: 'a' }, { author_id: 1 }]).text,
    );
    checkIdentifiers(sqlFor('PATCH', ['books'], 'id=eq.1', { title: 'b' }).text);
    checkIdentifiers(sqlFor('DELETE', ['books'], 'or=(id.eq.1,title.is.null)').text);
    checkIdentifiers(
      sqlFor('GET', ['rpc', 'books_by'], 'author=1&select=title,authors(name)').text,
    );
  });

  it('checks the deadline after each json_agg and on the result row on PGlite only', () => {
    const requests = [
      ['GET', ['authors'], 'select=id,books(title)'],
      ['PATCH', ['books'], 'id=eq.1&select=id,authors(name)', { title: 'b' }],
      ['GET', ['rpc', 'books_by'], 'author=1&select=title'],
    ] as const;
    for (const [method, path, query, body] of requests) {
      expect(sqlFor(method, [...path], query, body).text).not.toContain('within_deadline');
      const checked = sqlFor(method, [...path], query, body, true).text;
      checkIdentifiers(checked);
      // After the statement's aggregate and its cast to text, where the planner cannot push it.
      expect(checked).toMatch(
        /(^|\) )select \* from \(select .* offset 0\) as pgrst_result where auth\.within_deadline\(\)$/s,
      );
    }
    // Once per parent row, after the embedding's json_agg.
    expect(sqlFor('GET', ['authors'], 'select=id,books(title)', undefined, true).text).toMatch(
      /select coalesce\(json_agg\(pgrst_x\.j\), '\[\]'\) as j from \(.*\) as pgrst_x having auth\.within_deadline\(\)\) as "pgrst_e\d+" on true/s,
    );
  });

  it('rejects unknown tables, columns and relationships with their codes', () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
        return 'none';
      } catch (error) {
        return error instanceof ApiError ? error.code : 'not an ApiError';
      }
    };
    expect(code(() => sqlFor('GET', ['nope'], ''))).toBe('PGRST205');
    expect(code(() => sqlFor('GET', ['books'], 'select=nope'))).toBe('42703');
    expect(code(() => sqlFor('GET', ['books'], 'nope=eq.1'))).toBe('42703');
    expect(code(() => sqlFor('GET', ['authors'], 'select=authors(*)'))).toBe('PGRST200');
    expect(code(() => sqlFor('GET', ['books'], 'x.id=eq.1'))).toBe('PGRST108');
    expect(code(() => sqlFor('POST', ['books'], '', { nope: 1 }))).toBe('PGRST204');
    expect(code(() => sqlFor('POST', ['rpc', 'missing'], '', {}))).toBe('PGRST202');
  });

  // Values that would do harm if spliced; the marker proves where request text ends up.
  const marker = 'QZXJ';
  const hostile = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom(
      "'; drop table s.books; --",
      '" or 1=1 --',
      '$1',
      '\\',
      "x'||pg_sleep(1)||'",
      ')',
      '(',
      ',',
      '.',
      '*',
    ),
  );
  const value = hostile.map((v) => marker + v);

  it('never puts request values in SQL text (property)', () => {
    const op = fc.constantFrom(
      'eq',
      'neq',
      'gt',
      'lt',
      'like',
      'ilike',
      'not.eq',
      'cs',
      'match',
      'fts',
      'fts(english)',
    );
    const column = fc.constantFrom('id', 'title', 'author_id', 'tags');
    const enc = encodeURIComponent;
    let planned = 0;
    fc.assert(
      fc.property(column, op, value, value, value, value, (c, o, v1, v2, alias, jsonKey) => {
        const qs = [
          `select=${enc(`"${alias.replace(/["\\]/g, '')}"`)}:title,author:authors(name,x:data->>${enc(`"${jsonKey.replace(/["\\]/g, '')}"`)})`,
          `${c}=${o}.${enc(v1)}`,
          `or=(${enc(`id.eq."${v2.replace(/["\\]/g, '')}"`)},title.in.(${enc(`"${v1.replace(/["\\]/g, '')}"`)},b))`,
          `author.name=ilike.${enc(v2)}`,
        ].join('&');
        let q: BuiltQuery;
        try {
          q = sqlFor('GET', ['books'], qs);
        } catch (error) {
          if (error instanceof ApiError) return;
          throw error;
        }
        planned++;
        expect(q.text).not.toContain(marker);
        checkIdentifiers(q.text);
        expect(q.params.some((p) => p.includes(marker))).toBe(true);
      }),
      { numRuns: 400 },
    );
    // The property is only worth something if most generated requests were valid.
    expect(planned).toBeGreaterThan(200);
  });

  it('never puts body values or keys-as-values in SQL text (property)', () => {
    fc.assert(
      fc.property(value, value, (title, arg) => {
        const insert = sqlFor('POST', ['books'], 'select=id', { title, tags: [title] });
        expect(insert.text).not.toContain(marker);
        checkIdentifiers(insert.text);
        const update = sqlFor('PATCH', ['books'], `title=eq.${encodeURIComponent(title)}`, {
          title: arg,
        });
        expect(update.text).not.toContain(marker);
        const call = sqlFor('POST', ['rpc', 'books_by'], '', { author: arg });
        expect(call.text).not.toContain(marker);
        checkIdentifiers(call.text);
      }),
      { numRuns: 200 },
    );
  });

  it('answers random query strings with a plan or an ApiError, and a plan is always safe (property)', () => {
    let planned = 0;
    const unit = fc.constantFrom(
      ...'idtlen.,()!:*"=&-><_ab0'.split(''),
      'title',
      'authors',
      'select=',
      'or=(',
      'eq.',
      'order=',
      'is.null',
      marker,
    );
    fc.assert(
      fc.property(
        fc.string({ unit, maxLength: 30 }),
        fc.constantFrom('books', 'authors'),
        (qs, target) => {
          try {
            const q = sqlFor('GET', [target], qs);
            planned++;
            expect(q.text).not.toContain(marker);
            checkIdentifiers(q.text);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
          }
        },
      ),
      { numRuns: 2000 },
    );
    expect(planned).toBeGreaterThan(100);
  });
});
