import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { parseApiRequest, parsePrefer, parseRange } from './api-request.ts';
import {
  parseLogic,
  parseOrder,
  parseQueryParams,
  parseSelect,
  splitQueryString,
} from './query-params.ts';

const parse = (qs: string) => parseQueryParams(splitQueryString(qs));

function expectApiError(fn: () => unknown, code = 'PGRST100'): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(code);
    return;
  }
  throw new Error('expected an ApiError');
}

describe('query string', () => {
  it('keeps order and duplicates, decodes + and %XX, and drops keys without a value', () => {
    expect(splitQueryString('a=1&a=2&b=x+y%2Cz&c&d=')).toEqual([
      ['a', '1'],
      ['a', '2'],
      ['b', 'x y,z'],
      ['d', ''],
    ]);
  });

  it('parses filters with not, in, is and JSON paths', () => {
    const q = parse(
      'id=not.eq.5&name=in.(a,"b,c","d\\"e")&bio=is.null&data->a->>b=like.*x*&authors.name=eq.A.B',
    );
    expect(q.filters).toEqual([
      {
        path: [],
        tree: {
          kind: 'filter',
          filter: {
            field: { name: 'id', json: [] },
            negate: true,
            operation: { kind: 'compare', op: 'eq', value: '5' },
          },
        },
      },
      {
        path: [],
        tree: {
          kind: 'filter',
          filter: {
            field: { name: 'name', json: [] },
            negate: false,
            operation: { kind: 'in', values: ['a', 'b,c', 'd"e'] },
          },
        },
      },
      {
        path: [],
        tree: {
          kind: 'filter',
          filter: {
            field: { name: 'bio', json: [] },
            negate: false,
            operation: { kind: 'is', value: 'null' },
          },
        },
      },
      {
        path: [],
        tree: {
          kind: 'filter',
          filter: {
            field: {
              name: 'data',
              json: [
                { arrow: '->', key: 'a' },
                { arrow: '->>', key: 'b' },
              ],
            },
            negate: false,
            operation: { kind: 'compare', op: 'like', value: '%x%' },
          },
        },
      },
      {
        path: ['authors'],
        tree: {
          kind: 'filter',
          filter: {
            field: { name: 'name', json: [] },
            negate: false,
            operation: { kind: 'compare', op: 'eq', value: 'A.B' },
          },
        },
      },
    ]);
  });

  it('parses nested logic trees', () => {
    const tree = parseLogic(
      'or',
      false,
      '(a.eq.1,and(b.gt.2,c.is.null),not.or(d.eq."x,y",e.in.(1,2)))',
    );
    expect(tree).toMatchObject({
      kind: 'logic',
      op: 'or',
      children: [
        { kind: 'filter', filter: { field: { name: 'a' } } },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [{ kind: 'filter' }, { kind: 'filter' }],
        },
        {
          kind: 'logic',
          op: 'or',
          negate: true,
          children: [
            { kind: 'filter', filter: { operation: { kind: 'compare', value: 'x,y' } } },
            { kind: 'filter', filter: { operation: { kind: 'in', values: ['1', '2'] } } },
          ],
        },
      ],
    });
    expect(parse('books.not.and=(a.eq.1,b.eq.2)').filters[0]).toMatchObject({
      path: ['books'],
      tree: { op: 'and', negate: true },
    });
  });

  it('parses select with aliases, casts, JSON paths, hints and !inner', () => {
    expect(
      parseSelect(
        'id,alias:name,born::text,city:data->>city,author:profiles!fk_author!inner(*,x(id))',
      ),
    ).toEqual([
      { kind: 'field', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
      { kind: 'field', field: { name: 'name', json: [] }, alias: 'alias', cast: undefined },
      { kind: 'field', field: { name: 'born', json: [] }, alias: undefined, cast: 'text' },
      {
        kind: 'field',
        field: { name: 'data', json: [{ arrow: '->>', key: 'city' }] },
        alias: 'city',
        cast: undefined,
      },
      {
        kind: 'embed',
        name: 'profiles',
        alias: 'author',
        hint: 'fk_author',
        joinType: 'inner',
        select: [
          { kind: 'star' },
          {
            kind: 'embed',
            name: 'x',
            alias: undefined,
            hint: undefined,
            joinType: undefined,
            select: [
              { kind: 'field', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
            ],
          },
        ],
      },
    ]);
  });

  it('parses order, limits and embedded order/limits', () => {
    expect(parseOrder('a.desc.nullslast,b,c.nullsfirst')).toEqual([
      { field: { name: 'a', json: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'b', json: [] }, direction: undefined, nulls: undefined },
      { field: { name: 'c', json: [] }, direction: undefined, nulls: 'first' },
    ]);
    const q = parse(
      'limit=5&offset=10&books.limit=2&books.order=id.desc&columns="a",b&on_conflict=sku',
    );
    expect(q.limits).toEqual([
      { path: [], limit: 5, offset: 10 },
      { path: ['books'], limit: 2, offset: undefined },
    ]);
    expect(q.order).toEqual([
      {
        path: ['books'],
        terms: [{ field: { name: 'id', json: [] }, direction: 'desc', nulls: undefined }],
      },
    ]);
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['sku']);
  });

  it.each([
    'id=eq',
    'id=bogus.1',
    'id=is.maybe',
    'or=(a.eq.1',
    'and=(a)',
    'select=a(b',
    'select=a::bad-type',
    'select=x:...a(*)',
    'order=a.up',
    'name=in.1,2',
    '%zz=eq.1',
    '=eq.1',
  ])('rejects %s with PGRST100', (qs) => {
    expectApiError(() => parse(qs));
  });

  it('accepts what PostgREST accepts: trailing text, limits that are no integers, negative offsets', () => {
    // Its parsers stop where their grammar ends: `select=a)b` selects a.
    expect(parse('select=a)b').select).toEqual([
      { kind: 'field', field: { name: 'a', json: [] }, alias: undefined, cast: undefined },
    ]);
    // `or=a.eq.1` reads `ora.eq.1`: a filter on a column "ora" (the schema refuses it later).
    expect(parse('or=a.eq.1').filters[0]?.tree).toMatchObject({
      kind: 'filter',
      filter: { field: { name: 'ora' } },
    });
    // readMaybe: a limit that is no integer is ignored; a negative offset is PostgreSQL's to refuse.
    expect(parse('limit=x&offset=-1').limits).toEqual([{ path: [], limit: undefined, offset: -1 }]);
    // The first select counts.
    expect(parse('select=a&select=b').select).toMatchObject([{ field: { name: 'a' } }]);
  });

  it('hands out fresh values for a text parsed before (the memo is never shared)', () => {
    const qs = 'select=a,b(c)&order=a.desc&columns=x&x=eq.1&or=(a.eq.1)';
    const first = parse(qs);
    const again = parse(qs);
    expect(again).toEqual(first);
    expect(again.select).not.toBe(first.select);
    expect(again.select?.[1]).not.toBe(first.select?.[1]);
    expect(again.order[0]?.terms[0]).not.toBe(first.order[0]?.terms[0]);
    expect(again.columns).not.toBe(first.columns);
    expect(again.filters[0]?.path).not.toBe(first.filters[0]?.path);
    expect(again.filters[1]?.tree).not.toBe(first.filters[1]?.tree);
  });

  it('never throws anything but an ApiError, whatever the query string', () => {
    const alphabet = fc.constantFrom(...'abc.,()!:*"\\-><=&%+ 0129_{}\'$;'.split(''));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: alphabet, maxLength: 60 }),
          fc.string({ maxLength: 60 }),
          fc.string({ unit: 'binary', maxLength: 40 }),
        ),
        (qs) => {
          try {
            parse(qs);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            expect(error.status).toBeGreaterThanOrEqual(400);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('parses keys as filters on embedded paths only at the end', () => {
    const q = parse('a.b.c=eq.1');
    expect(q.filters[0]?.path).toEqual(['a', 'b']);
  });
});

describe('headers', () => {
  it('reads Prefer', () => {
    expect(
      parsePrefer('return=representation, count=exact,resolution=merge-duplicates;missing=default'),
    ).toMatchObject({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
    });
    expect(parsePrefer('nonsense, return=maybe').return).toBeUndefined();
  });

  it('reads Range', () => {
    expect(parseRange('0-9', 'items')).toEqual({ offset: 0, limit: 10 });
    expect(parseRange('5-', undefined)).toEqual({ offset: 5, limit: undefined });
    expect(parseRange('0-9', 'bytes')).toBeUndefined();
    expect(parseRange('junk', undefined)).toBeUndefined();
    expectApiError(() => parseRange('9-0', 'items'), 'PGRST103');
  });

  const base = { segments: ['t'], rawQuery: '', headers: {}, body: undefined };
  it('chooses profiles and rejects unknown ones with PGRST106', () => {
    const opts = { schemas: ['a', 'b'] };
    expect(parseApiRequest({ ...base, method: 'GET' }, opts).schema).toBe('a');
    expect(
      parseApiRequest({ ...base, method: 'GET', headers: { 'accept-profile': 'b' } }, opts).schema,
    ).toBe('b');
    expect(
      parseApiRequest(
        { ...base, method: 'POST', headers: { 'content-profile': 'b' }, body: '{}' },
        opts,
      ).schema,
    ).toBe('b');
    expectApiError(
      () => parseApiRequest({ ...base, method: 'GET', headers: { 'accept-profile': 'c' } }, opts),
      'PGRST106',
    );
  });

  it('rejects bad bodies with PGRST102', () => {
    const opts = { schemas: ['a'] };
    expectApiError(() => parseApiRequest({ ...base, method: 'POST', body: '{' }, opts), 'PGRST102');
    expectApiError(
      () => parseApiRequest({ ...base, method: 'POST', body: '[1,2]' }, opts),
      'PGRST102',
    );
    expectApiError(
      () => parseApiRequest({ ...base, method: 'PATCH', body: '[{}]' }, opts),
      'PGRST102',
    );
    expectApiError(
      () => parseApiRequest({ ...base, method: 'POST', body: '"x"' }, opts),
      'PGRST102',
    );
  });

  it('recognises singular requests and unacceptable media types', () => {
    const opts = { schemas: ['a'] };
    expect(
      parseApiRequest(
        { ...base, method: 'GET', headers: { accept: 'application/vnd.pgrst.object+json' } },
        opts,
      ).singular,
    ).toBe(true);
    expect(
      parseApiRequest(
        { ...base, method: 'GET', headers: { accept: 'application/json, */*' } },
        opts,
      ).singular,
    ).toBe(false);
    expectApiError(
      () =>
        parseApiRequest({ ...base, method: 'GET', headers: { accept: 'application/xml' } }, opts),
      'PGRST107',
    );
  });
});
