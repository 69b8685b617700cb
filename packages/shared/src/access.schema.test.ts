import { describe, expect, it } from 'vitest';
import {
  departmentInputSchema,
  permissionGrantInputSchema,
  userAssignmentInputSchema,
} from './access.schema.ts';

describe('access schemas', () => {
  it('a grant names exactly one of department, grade or role', () => {
    expect(permissionGrantInputSchema.safeParse({ permId: 1, roleId: 2 }).success).toBe(true);
    expect(permissionGrantInputSchema.safeParse({ permId: 1 }).success).toBe(false);
    expect(permissionGrantInputSchema.safeParse({ permId: 1, roleId: 2, gradeId: 3 }).success).toBe(
      false,
    );
  });
  it('keys are short identifiers', () => {
    expect(
      departmentInputSchema.safeParse({ deptKey: 'ops', deptName: 'Operations' }).success,
    ).toBe(true);
    expect(departmentInputSchema.safeParse({ deptKey: 'has space', deptName: 'x' }).success).toBe(
      false,
    );
  });
  it('an assignment names something', () => {
    expect(
      userAssignmentInputSchema.safeParse({ userId: '0de70000-0000-4000-8000-000000000001' })
        .success,
    ).toBe(false);
  });
});
