import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { callIn } from '../http/sql-function.ts';
import { bootstrapAdmin as bootstrapAdminSql } from './auth-sql.ts';
import { hashPassword } from './passwords.ts';

export type BootstrapResult = 'skipped' | 'exists' | 'created';

/** ADMIN_EMAIL names an existing account: start-up stops with this message. */
export class BootstrapAdminError extends Error {}

/**
 * The first admin, from ADMIN_EMAIL/ADMIN_PASSWORD, when no admin exists yet (start-up, after the
 * migrations; auth.bootstrap_admin). Set-up only ever creates a new account: an existing account
 * with that email is never promoted (whoever registered that email would get admin with their own
 * password), start-up stops instead. Servers starting together serialise on an advisory lock.
 */
export async function bootstrapAdmin(
  db: Database,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<BootstrapResult> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return 'skipped';
  const email = config.ADMIN_EMAIL.trim().toLowerCase();
  const passwordHash = await hashPassword(config.ADMIN_PASSWORD);
  // As the owner: start-up, before any request; nobody to run as.
  const [result] = await db.transaction((tx) =>
    callIn(tx, bootstrapAdminSql, { email, password_hash: passwordHash }),
  );
  if (result === 'taken') {
    throw new BootstrapAdminError(
      `ADMIN_EMAIL ${email} belongs to an existing account; the first admin must be a new account. ` +
        'Choose another ADMIN_EMAIL, or unset ADMIN_EMAIL and ADMIN_PASSWORD.',
    );
  }
  if (result !== 'exists' && result !== 'created')
    throw new Error('bootstrap_admin answered nothing');
  return result;
}
