import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { uploadCrash } from './upload-crash.ts';
import { bookingCrash, webhookCrash } from './write-crash.ts';

/**
 * kill -9 of a server process (`src/main.ts`) in the middle of uploads, racing bookings and
 * payment webhooks, at a smaller scale than `npm run chaos`: nothing half-written, nothing twice.
 * PostgreSQL server only (a second process cannot open the embedded engine's data).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('kill -9 of the server', () => {
  const t = useTestDatabase('postgres');
  let work: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'athcare-crash-'));
    const authenticator = new URL(t.url!);
    authenticator.username = 'authenticator';
    env = {
      DATABASE_URL: t.url!,
      DATABASE_AUTHENTICATOR_URL: authenticator.toString(),
      DATA_DIR: work,
      TMPDIR: work,
    };
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('during uploads: every row has its whole blob, every blob a row, every 201 its file', async () => {
    const result = await uploadCrash({
      db: t.db,
      env,
      store: new LocalBlobStore(join(work, 'blobs')),
      label: 'test',
      uploads: 40,
      members: 4,
      killAfter: 10,
    });
    expect(result.problems).toEqual([]);
  }, 60_000);

  it('during racing bookings: no slot booked twice, every 200 kept', async () => {
    const result = await bookingCrash({ db: t.db, env, slots: 16, killAfter: 10 });
    expect(result.problems).toEqual([]);
  }, 60_000);

  it('during payment webhooks: after redelivery every order paid once', async () => {
    const result = await webhookCrash({ db: t.db, env, orders: 16, killAfter: 3 });
    expect(result.problems).toEqual([]);
  }, 60_000);
});
