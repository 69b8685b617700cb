import { z } from 'zod';
import { appRoles } from './constants.ts';

// The admin area (spec §2 /admin, §6, issue #18): rows of the admin views as the client sees them
// (camelCase) and the filters of its lists. Every view gives rows to admins only.

export const accountKinds = ['member', 'personnel', 'vendor', 'paramedic', 'admin'] as const;
export type AccountKind = (typeof accountKinds)[number];

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  kind: z.enum(accountKinds),
  appRoles: z.array(z.enum(appRoles)),
  emailVerified: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const yesNoAny = z.enum(['any', 'yes', 'no']);
const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Enter a date as YYYY-MM-DD.');

/** The users list's filters (the search box and the selects of the filter form). */
export const adminUserFiltersSchema = z
  .object({
    search: z.string().trim().max(100, 'Search at most 100 characters.'),
    kind: z.enum(['any', ...accountKinds]),
    role: z.enum(['any', ...appRoles]),
    verified: yesNoAny,
    active: yesNoAny,
    createdFrom: optionalDate,
    createdTo: optionalDate,
  })
  .refine((f) => !f.createdFrom || !f.createdTo || f.createdFrom <= f.createdTo, {
    message: 'The start date must not be after the end date.',
    path: ['createdTo'],
  });
export type AdminUserFilters = z.infer<typeof adminUserFiltersSchema>;
export const emptyAdminUserFilters: AdminUserFilters = {
  search: '',
  kind: 'any',
  role: 'any',
  verified: 'any',
  active: 'any',
  createdFrom: '',
  createdTo: '',
};

/** The users list shows at most this many accounts a page. */
export const ADMIN_PAGE_SIZE = 25;

export const userPermissionSourceSchema = z.object({
  userId: z.string(),
  permId: z.number(),
  permKey: z.string(),
  effect: z.enum(['grant', 'deny']),
  via: z.enum(['role', 'app role', 'department', 'grade', 'override']),
  viaName: z.string(),
  grantId: z.number().nullable(),
  overrideId: z.number().nullable(),
  expiresAt: z.string().nullable(),
  inEffect: z.boolean(),
});
export type UserPermissionSource = z.infer<typeof userPermissionSourceSchema>;

export const adminSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  live: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  source: z.enum(['account', 'locker']),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  subjectId: z.string().nullable(),
  subjectEmail: z.string().nullable(),
  event: z.string(),
  ip: z.string().nullable(),
  detail: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The audit log viewer's filters: a user (actor or subject) by email, an event, a time span. */
export const auditFiltersSchema = z
  .object({
    actor: z.string().trim().max(254),
    subject: z.string().trim().max(254),
    event: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || /^[a-z_]{1,64}$/.test(v),
        'Events are lower-case words joined by _.',
      ),
    from: optionalDate,
    to: optionalDate,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'The start date must not be after the end date.',
    path: ['to'],
  });
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
export const emptyAuditFilters: AuditFilters = {
  actor: '',
  subject: '',
  event: '',
  from: '',
  to: '',
};

export const operationsDaySchema = z.object({
  day: z.string(),
  signups: z.number(),
  bookings: z.number(),
  orders: z.number(),
  revenuePaise: z.number(),
  failedLogins: z.number(),
});
export type OperationsDay = z.infer<typeof operationsDaySchema>;

export const operationsQueueSchema = z.object({
  queue: z.string(),
  label: z.string(),
  open: z.number(),
});
export type OperationsQueue = z.infer<typeof operationsQueueSchema>;
