import * as z from '@athcare/shared/zod-mini';
import { describe, expect, it } from 'vitest';
import { lazySchema, optionalSearchParam } from './search-params';

describe('optionalSearchParam', () => {
  const schema = z.object({ page: optionalSearchParam(z.coerce.number().check(z.int())) });

  it('keeps a valid value (a hand-typed string is coerced)', () => {
    expect(schema.parse({ page: 2 })).toEqual({ page: 2 });
    expect(schema.parse({ page: '3' })).toEqual({ page: 3 });
  });

  it('drops a missing or invalid value instead of failing the page', () => {
    expect(schema.parse({})).toEqual({ page: undefined });
    expect(schema.parse({ page: 'two' })).toEqual({ page: undefined });
    expect(schema.parse({ page: 1.5 })).toEqual({ page: undefined });
  });
});

describe('lazySchema', () => {
  it('builds its schema on first use, once, and validates as the schema does', () => {
    let builds = 0;
    const search = lazySchema(() => {
      builds += 1;
      return z.object({ page: optionalSearchParam(z.coerce.number().check(z.int())) });
    });
    expect(builds).toBe(0);
    expect(search['~standard'].validate({ page: '3' })).toEqual({ value: { page: 3 } });
    expect(search['~standard'].validate({ page: 'two' })).toEqual({ value: { page: undefined } });
    expect(search.schema.parse({ page: 2 })).toEqual({ page: 2 });
    expect(builds).toBe(1);
  });
});
