import { z } from 'zod';
import { appRoles } from './constants.ts';
import { messages } from './messages.ts';

// Access management (spec §3 Access, §7): rows as the client sees them (camelCase) and the bodies
// it sends. The database enforces the same bounds; writes are for admins only.

const key = (label: string, max = 64) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters long.`)
    .regex(/^[A-Za-z0-9_.:-]+$/, `${label} may contain letters, digits and _ . : - only.`);
const label = (name: string) =>
  z
    .string()
    .trim()
    .min(1, `${name} is required.`)
    .max(100, `${name} must be at most 100 characters long.`);
const id = z
  .number(messages.mustBeInteger)
  .int(messages.mustBeInteger)
  .positive(messages.idPositive);
/**
 * An optional expiry of a grant or override (ISO 8601 with offset). What has expired gives nothing
 * from that moment (the database compares it with now()); a new one must lie in the future.
 */
export const expiresAtSchema = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter the expiry as a date and time.')
  .nullable()
  .optional();
export const futureExpiresAtSchema = expiresAtSchema.refine(
  (v) => v == null || Number.isNaN(Date.parse(v)) || Date.parse(v) > Date.now(),
  'The expiry must be in the future.',
);
/** True when an expiry falls within `days` from `now` (and has not passed). */
export function expiresWithin(
  expiresAt: string | null | undefined,
  days: number,
  now = Date.now(),
) {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return at > now && at <= now + days * 24 * 60 * 60 * 1000;
}
const timestamps = { createdAt: z.string().optional(), updatedAt: z.string().optional() };

export const departmentInputSchema = z.object({
  deptKey: key('Department key'),
  deptName: label('Department name'),
});
export type DepartmentInput = z.infer<typeof departmentInputSchema>;
export const departmentSchema = departmentInputSchema.extend({ id, ...timestamps });
export type Department = z.infer<typeof departmentSchema>;

export const gradeInputSchema = z.object({
  gradeKey: key('Grade key'),
  levelName: label('Level name'),
  level: z
    .number(messages.mustBeInteger)
    .int(messages.mustBeInteger)
    .min(0, 'Level must not be negative.'),
});
export type GradeInput = z.infer<typeof gradeInputSchema>;
export const gradeSchema = gradeInputSchema.extend({ id, ...timestamps });
export type Grade = z.infer<typeof gradeSchema>;

export const roleInputSchema = z.object({ roleKey: key('Role key'), roleName: label('Role name') });
export type RoleInput = z.infer<typeof roleInputSchema>;
export const roleSchema = roleInputSchema.extend({ id, ...timestamps });
export type Role = z.infer<typeof roleSchema>;

export const permissionInputSchema = z.object({
  permKey: key('Permission key', 100),
  description: z
    .string()
    .trim()
    .max(500, 'Description must be at most 500 characters long.')
    .nullable()
    .optional(),
});
export type PermissionInput = z.infer<typeof permissionInputSchema>;
export const permissionSchema = permissionInputSchema.extend({ id, ...timestamps });
export type Permission = z.infer<typeof permissionSchema>;

/** A grant names exactly one of department, grade or role. */
export const permissionGrantInputSchema = z
  .object({
    permId: id,
    departmentId: id.nullable().optional(),
    gradeId: id.nullable().optional(),
    roleId: id.nullable().optional(),
    expiresAt: futureExpiresAtSchema,
  })
  .refine((g) => [g.departmentId, g.gradeId, g.roleId].filter((v) => v != null).length === 1, {
    message: 'Choose exactly one of department, grade or role.',
    path: ['departmentId'],
  });
export type PermissionGrantInput = z.infer<typeof permissionGrantInputSchema>;
export const permissionGrantSchema = z.object({
  id,
  permId: id,
  departmentId: id.nullable(),
  gradeId: id.nullable(),
  roleId: id.nullable(),
  expiresAt: z.string().nullable().optional(),
  createdAt: z.string().optional(),
});
export type PermissionGrant = z.infer<typeof permissionGrantSchema>;

export const overrideEffects = ['grant', 'deny'] as const;
export const userPermissionOverrideInputSchema = z.object({
  userId: z.string().uuid(messages.invalidUuid),
  permId: id,
  effect: z.enum(overrideEffects),
  expiresAt: futureExpiresAtSchema,
});
export type UserPermissionOverrideInput = z.infer<typeof userPermissionOverrideInputSchema>;
export const userPermissionOverrideSchema = z.object({
  id,
  userId: z.string(),
  permId: id,
  effect: z.enum(overrideEffects),
  expiresAt: z.string().nullable().optional(),
  createdAt: z.string().optional(),
});
export type UserPermissionOverride = z.infer<typeof userPermissionOverrideSchema>;

export const userAppRoleSchema = z.object({
  userId: z.string().uuid(messages.invalidUuid),
  role: z.enum(appRoles),
  createdAt: z.string().optional(),
});
export type UserAppRole = z.infer<typeof userAppRoleSchema>;

export const userAssignmentInputSchema = z
  .object({
    userId: z.string().uuid(messages.invalidUuid),
    departmentId: id.nullable().optional(),
    gradeId: id.nullable().optional(),
    roleId: id.nullable().optional(),
  })
  .refine((a) => a.departmentId != null || a.gradeId != null || a.roleId != null, {
    message: 'Choose a department, a grade or a role.',
    path: ['departmentId'],
  });
export type UserAssignmentInput = z.infer<typeof userAssignmentInputSchema>;
