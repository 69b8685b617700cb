import { describe, expect, it } from 'vitest';
import { toCamelCase, toSnakeCase } from './key-case.ts';

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
});
