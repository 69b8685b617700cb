import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestUser, type TestUser } from '../test/test-users.ts';
import { pgErrorFields } from '../db/database.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';

async function failure(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    const pg = pgErrorFields(error);
    if (!pg) throw error;
    return `${pg.code} ${pg.message}`;
  }
}

describe.each(testEngines)('share and image rules kept by the database on %s', (engine) => {
  const t = useTestDatabase(engine);
  let owner: TestUser;
  let linkId: string;

  beforeAll(async () => {
    owner = await createTestUser(t.db);
    const key = randomBytes(16).toString('hex');
    await t.db.query(
      `insert into pgsubs.user_subscription (user_id, subscription_id)
       select $1, id from pgsubs.subscriptions where key = 'medilocker'`,
      [owner.id],
    );
    const [row] = await t.db.transaction(async (tx) => {
      await tx.query(
        `insert into pgmedlock_private.uploads (blob_key, owner_id, size, sha256, mime_type)
         values ($1, $2, 4, $3, 'text/plain')`,
        [key, owner.id, 'a'.repeat(64)],
      );
      const [file] = await tx.query<{ id: string }>(
        `insert into pgmedlock.files (owner_id, name, blob_key) values ($1, 'x.txt', $2) returning id::text as id`,
        [owner.id, key],
      );
      return tx.query<{ id: string }>(
        `insert into pgmedlock.share_links (owner_id, created_by, file_id, token_hash, expires_at)
         values ($1, $1, $2, $3, now() + interval '7 days') returning id::text as id`,
        [owner.id, file?.id, 'b'.repeat(64)],
      );
    });
    linkId = row!.id;
  });

  it('an owner cannot push a share link past 30 days', async () => {
    const err = await failure(
      asUser(t.db, owner, (q) =>
        q.query(
          "update pgmedlock.share_links set expires_at = now() + interval '365 days' where id = $1",
          [linkId],
        ),
      ),
    );
    expect(err).toMatch(/^23514 .*share_links_expiry_at_most_30_days/);
    await asUser(t.db, owner, (q) =>
      q.query(
        "update pgmedlock.share_links set expires_at = now() + interval '20 days' where id = $1",
        [linkId],
      ),
    );
  });

  it('an owner cannot un-revoke a share link', async () => {
    await asUser(t.db, owner, (q) =>
      q.query('update pgmedlock.share_links set revoked_at = now() where id = $1', [linkId]),
    );
    expect(
      await failure(
        asUser(t.db, owner, (q) =>
          q.query('update pgmedlock.share_links set revoked_at = null where id = $1', [linkId]),
        ),
      ),
    ).toBe('23514 A revoked share cannot be restored.');
  });

  it('a personnel profile image must be an http(s) URL or a path', async () => {
    const insert = (image: string) =>
      t.db.query(
        `insert into pgpersonnel.profile (name, personnel_type_id, profile_image)
         select 'Dr Test', min(id), $1 from pgpersonnel.personnel_types`,
        [image],
      );
    await insert('https://example.test/a.png');
    await insert('/images/a.png');
    expect(await failure(insert('javascript:alert(1)'))).toMatch(
      /^23514 .*profile_image_is_web_url/,
    );
  });
});
