import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { createAccount, normaliseEmail } from './accounts.ts';
import { audit } from './audit.ts';
import { hashPassword } from './passwords.ts';

export type BootstrapResult = 'skipped' | 'exists' | 'created';

/** ADMIN_EMAIL names an existing account: start-up stops with this message. */
export class BootstrapAdminError extends Error {}

/**
 * The first admin, from ADMIN_EMAIL/ADMIN_PASSWORD, when no admin exists yet (start-up, after the
 * migrations). Set-up only ever creates a new account: an existing account with that email is
 * never promoted (whoever registered that email would get admin with their own password), start-up
 * stops instead. Servers starting together serialise on an advisory lock.
 */
export async function bootstrapAdmin(
  db: Database,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<BootstrapResult> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return 'skipped';
  const email = normaliseEmail(config.ADMIN_EMAIL);
  const passwordHash = await hashPassword(config.ADMIN_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7261002)');
    const [any] = await tx.query(
      "select 1 from pgaccess.user_app_roles where role = 'admin' limit 1",
    );
    if (any) return 'exists';
    const [existing] = await tx.query<{ id: string }>(
      'select id::text as id from auth.users where lower(email) = $1',
      [email],
    );
    if (existing) {
      throw new BootstrapAdminError(
        `ADMIN_EMAIL ${email} belongs to an existing account; the first admin must be a new account. ` +
          'Choose another ADMIN_EMAIL, or unset ADMIN_EMAIL and ADMIN_PASSWORD.',
      );
    }
    const username = await freeUsername(tx, email);
    const userId = await createAccount(tx, {
      firstName: 'Athcare',
      lastName: 'Admin',
      username,
      email,
      passwordHash,
      appRoles: ['admin'],
    });
    await audit(tx, { event: 'admin_bootstrap', userId, detail: { created: true } });
    return 'created';
  });
}

async function freeUsername(tx: Pick<Database, 'query'>, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 40);
  const stem = base.length >= 3 ? base : `admin${base}`;
  for (let n = 0; n < 1000; n += 1) {
    const candidate = n === 0 ? stem : `${stem}${n}`;
    const [taken] = await tx.query('select 1 from auth.users where lower(username) = lower($1)', [
      candidate,
    ]);
    if (!taken) return candidate;
  }
  throw new Error('no free username for the bootstrap admin');
}
