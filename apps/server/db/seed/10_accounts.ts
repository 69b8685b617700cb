import type { AppRole } from '@athcare/shared/constants';
import { createAccount } from '../../src/auth/auth-sql.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { callIn } from '../../src/http/sql-function.ts';
import type { SeedContext } from './run-seeds.ts';

/** The demo password of every demo account (fictional people; never a real deployment's data). */
export const DEMO_PASSWORD = 'AthcareDemo#2026';

export interface DemoAccount {
  id: string;
  kind: 'member' | 'doctor' | 'vendor' | 'paramedic' | 'admin';
  email: string;
  username: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  appRoles: AppRole[];
}

/** One account of each kind, with fixed ids that other seed files may reference. */
export const demoAccounts = [
  {
    id: '0de70000-0000-4000-8000-000000000001',
    kind: 'member',
    email: 'member@athcare.demo',
    username: 'demomember',
    firstName: 'Ananya',
    lastName: 'Iyer',
    appRoles: [],
  },
  {
    id: '0de70000-0000-4000-8000-000000000002',
    kind: 'doctor',
    email: 'doctor@athcare.demo',
    username: 'demodoctor',
    firstName: 'Rohan',
    middleName: 'Vikram',
    lastName: 'Mehta',
    appRoles: ['personnel'],
  },
  {
    id: '0de70000-0000-4000-8000-000000000003',
    kind: 'vendor',
    email: 'vendor@athcare.demo',
    username: 'demovendor',
    firstName: 'Kavita',
    lastName: 'Reddy',
    appRoles: ['vendor'],
  },
  {
    id: '0de70000-0000-4000-8000-000000000004',
    kind: 'paramedic',
    email: 'paramedic@athcare.demo',
    username: 'demoparamedic',
    firstName: 'Arjun',
    lastName: 'Singh',
    appRoles: ['paramedic'],
  },
  {
    id: '0de70000-0000-4000-8000-000000000005',
    kind: 'admin',
    email: 'admin@athcare.demo',
    username: 'demoadmin',
    firstName: 'Priya',
    lastName: 'Nair',
    appRoles: ['admin'],
  },
] as const satisfies readonly DemoAccount[];

export const demoAccountIds = {
  member: demoAccounts[0].id,
  doctor: demoAccounts[1].id,
  vendor: demoAccounts[2].id,
  paramedic: demoAccounts[3].id,
  admin: demoAccounts[4].id,
} as const;

const departments = [
  ['operations', 'Operations'],
  ['clinical', 'Clinical Services'],
  ['support', 'Customer Support'],
] as const;
const grades = [
  ['junior', 'Junior', 1],
  ['senior', 'Senior', 2],
  ['lead', 'Lead', 3],
] as const;
const permissions = [
  ['admin.dashboard.view', 'Open the admin dashboard', 'admin'],
  ['access.manage', 'Manage roles, departments, grades and grants', 'admin'],
  ['personnel.dashboard.view', 'Open the personnel dashboard', 'personnel'],
  ['prescriptions.write', 'Write prescriptions for own appointments', 'personnel'],
  ['vendor.dashboard.view', 'Manage own hospitals, ambulances and stores', 'vendor'],
  ['paramedic.dashboard.view', 'Open the paramedic dashboard', 'paramedic'],
  ['store.order', 'Place orders in the store', 'member'],
  ['bookings.create', 'Book appointments and lab tests', 'member'],
] as const;

/** Demo accounts and a small access catalogue; idempotent (existing rows are left as they are). */
export async function seed({ db }: SeedContext): Promise<void> {
  const existing = new Set(
    (
      await db.query<{ id: string }>(
        'select id::text as id from auth.users where id = any($1::uuid[])',
        [demoAccounts.map((a) => a.id)],
      )
    ).map((r) => r.id),
  );
  const missing = demoAccounts.filter((a) => !existing.has(a.id));
  const passwordHash = missing.length ? await hashPassword(DEMO_PASSWORD) : '';
  await db.transaction(async (tx) => {
    for (const account of missing as readonly DemoAccount[]) {
      await callIn(tx, createAccount, {
        id: account.id,
        email: account.email,
        username: account.username,
        first_name: account.firstName,
        middle_name: account.middleName ?? null,
        last_name: account.lastName,
        password_hash: passwordHash,
        app_roles: account.appRoles,
        email_verified: true,
      });
    }
    for (const [key, name] of departments) {
      await tx.query(
        'insert into pgaccess.departments (dept_key, dept_name) values ($1, $2) on conflict (dept_key) do nothing',
        [key, name],
      );
    }
    for (const [key, name, level] of grades) {
      await tx.query(
        'insert into pgaccess.grades (grade_key, level_name, level) values ($1, $2, $3) on conflict (grade_key) do nothing',
        [key, name, level],
      );
    }
    for (const [key, description, roleKey] of permissions) {
      await tx.query(
        'insert into pgaccess.permissions (perm_key, description) values ($1, $2) on conflict (perm_key) do nothing',
        [key, description],
      );
      await tx.query(
        `insert into pgaccess.permission_grants (perm_id, role_id)
         select p.id, r.id from pgaccess.permissions p, pgaccess.roles r where p.perm_key = $1 and r.role_key = $2
         on conflict do nothing`,
        [key, roleKey],
      );
    }
  });
}
