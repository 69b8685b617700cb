import { describe, expect, it } from 'vitest';
import { convertKeys, toCamelCase, toSnakeCase } from './key-case.ts';

describe('key case', () => {
  it.each([
    ['userId', 'user_id'],
    ['personnelTypeId', 'personnel_type_id'],
    ['addressLine1', 'address_line1'],
    ['id', 'id'],
  ])('%s ↔ %s', (camel, snake) => {
    expect(toSnakeCase(camel)).toBe(snake);
    expect(toCamelCase(snake)).toBe(camel);
  });

  it('gives the same spelling when it has forgotten what it remembered (past 5,000 keys)', () => {
    for (let i = 0; i < 12_000; i++) {
      expect(toCamelCase(`key_${i}_name`)).toBe(`key${i}Name`);
      expect(toSnakeCase(`key${i}Name`)).toBe(`key${i}_name`);
    }
    expect(toCamelCase('key_7_name')).toBe('key7Name');
  });

  it('converts nested keys and keeps raw keys’ values as they are', () => {
    const row = { user_id: 'u', meta_data: { some_key: 1 }, items: [{ item_name: 'a' }] };
    expect(convertKeys(row, toCamelCase, new Set())).toEqual({
      userId: 'u',
      metaData: { someKey: 1 },
      items: [{ itemName: 'a' }],
    });
    expect(convertKeys(row, toCamelCase, new Set(['metaData']))).toEqual({
      userId: 'u',
      metaData: { some_key: 1 },
      items: [{ itemName: 'a' }],
    });
  });
});
