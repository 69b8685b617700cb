import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { BootstrapAdminError, bootstrapAdmin } from './bootstrap-admin.ts';
import { createTestUser } from '../test/test-users.ts';

describe.each(testEngines)('first-admin set-up on %s', (engine) => {
  const t = useTestDatabase(engine);

  it('refuses to start when ADMIN_EMAIL belongs to an existing account, and promotes nobody', async () => {
    const someone = await createTestUser(t.db);
    const cfg = { ADMIN_EMAIL: someone.email.toUpperCase(), ADMIN_PASSWORD: 'first admin phrase' };
    await expect(bootstrapAdmin(t.db, cfg)).rejects.toBeInstanceOf(BootstrapAdminError);
    await expect(bootstrapAdmin(t.db, cfg)).rejects.toThrow(/belongs to an existing account/);
    const admins = await t.db.query(
      "select user_id from pgaccess.user_app_roles where role = 'admin'",
    );
    expect(admins).toEqual([]);
    // A new email creates the first admin as before.
    expect(
      await bootstrapAdmin(t.db, {
        ADMIN_EMAIL: 'new.admin@example.in',
        ADMIN_PASSWORD: 'x'.repeat(12),
      }),
    ).toBe('created');
  });
});
