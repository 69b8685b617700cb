import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import { dataApiCaller } from '../test/data-api-caller.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { accessTokenFor, createTestUser, type TestUser } from '../test/test-users.ts';
import { multipartBody } from '../test/upload-test-app.ts';

const secret = 'test-secret-for-vendor-amenities-0123456789abcdef';
const pdf = Buffer.from('%PDF-1.4\n% GST certificate of a fictional business\n%%EOF\n');

/**
 * Issue 16's remaining vendor pieces (migrations 0261, 0262): a vendor sets its own hospital's
 * amenities and nobody else's; an admin opens a vendor's identity document file, audited, and
 * nobody else can.
 */
describe.each(testEngines)('hospital amenities and vendor document files on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let dir: string;
  let vendorA: TestUser;
  let vendorB: TestUser;
  let member: TestUser;
  let admin: TestUser;
  let hospitalId: number;
  let documentId: number;
  let fileId: string;
  let otherFileId: string;
  const call = dataApiCaller(() => app, secret, 'pgvendor');

  const tokenOf = (as: TestUser) => accessTokenFor(secret, as);
  const vendorOf = async (owner: TestUser, gst: string, pan: string) => {
    const [v] = await t.db.query<{ id: number }>(
      `insert into pgvendor.vendors (owner_id, legal_business_name, gst_number, pan_number)
       values ($1, 'Fleet', $2, $3) returning id`,
      [owner.id, gst, pan],
    );
    return v!.id;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'athcare-vendor-docs-'));
    vendorA = await createTestUser(t.db, { appRoles: ['vendor'] });
    vendorB = await createTestUser(t.db, { appRoles: ['vendor'] });
    member = await createTestUser(t.db);
    admin = await createTestUser(t.db, { appRoles: ['admin'] });
    const a = await vendorOf(vendorA, '27AAPFU0939F1ZV', 'AAPFU0939F');
    await vendorOf(vendorB, '29AAGCB7383J1Z4', 'AAGCB7383J');
    const [h] = await t.db.query<{ id: number }>(
      `insert into pgvendor.hospitals (vendor_id, name, address_line1, city, state, postal_code)
       values ($1, 'Sahyadri Care Hospital', '12 FC Road', 'Pune', 'Maharashtra', '411004') returning id`,
      [a],
    );
    hospitalId = h!.id;

    await t.db.query(
      `insert into pgsubs.user_subscription (user_id, subscription_id)
       select $1, id from pgsubs.subscriptions where key = 'medilocker'`,
      [vendorA.id],
    );
    app = await buildApp({
      config: loadConfig({
        JWT_SECRET: secret,
        BANK_DETAILS_KEY: '44'.repeat(32),
        WEB_DIST_DIR: '/nonexistent-web-dist',
      }),
      db: t.db,
      blobStore: new LocalBlobStore(join(dir, 'blobs')),
    });
    // The vendor's files go into its locker as any member's do: through the upload endpoint.
    const upload = async (name: string) => {
      const { payload, headers } = multipartBody([
        { name: 'name', value: name },
        { name: 'file', value: pdf, filename: name },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/locker/files',
        payload,
        headers: { ...headers, authorization: `Bearer ${await tokenOf(vendorA)}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    fileId = await upload('gst-certificate.pdf');
    otherFileId = await upload('unrelated.pdf');
    const [d] = await t.db.query<{ id: number }>(
      `insert into pgvendor.identity_documents (vendor_id, owner_id, document_type, document_number, file_ids)
       values ($1, $2, 'GST Certificate', '27AAPFU0939F1ZV', array[$3::uuid]) returning id`,
      [a, vendorA.id, fileId],
    );
    documentId = d!.id;
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lets a vendor set its own hospital’s amenities in one call, and nobody else', async () => {
    const set = (as: TestUser, ids: number[]) =>
      call('POST', '/api/rpc/set_hospital_amenities', as, {
        hospital_id: hospitalId,
        amenity_ids: ids,
      });
    const amenities = async () =>
      (
        await call(
          'GET',
          `/api/hospital_amenities?hospital_id=eq.${hospitalId}&order=amenity_id`,
          vendorA,
        )
      ).json.map((r) => r.amenity_id);
    expect((await set(vendorA, [2, 1, 6, 6])).status).toBe(200);
    expect(await amenities()).toEqual([1, 2, 6]);
    expect((await set(vendorA, [6, 7])).json.map((r) => r.amenity_id)).toEqual([6, 7]);
    expect(await amenities()).toEqual([6, 7]);
    expect((await set(vendorA, [9999])).json.message).toBe('Choose amenities from the list.');
    expect(await amenities()).toEqual([6, 7]);
    // Another vendor and a member: as if the hospital did not exist; nothing changes.
    expect((await set(vendorB, [1])).status).toBe(404);
    expect((await set(member, [1])).status).toBe(404);
    expect(
      (
        await call('POST', '/api/hospital_amenities', vendorB, {
          hospital_id: hospitalId,
          amenity_id: 3,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/hospital_amenities?hospital_id=eq.${hospitalId}`, vendorB)).json,
    ).toEqual([]);
    expect(await amenities()).toEqual([6, 7]);
    expect((await set(vendorA, [])).json).toEqual([]);
  });

  const open = async (as: TestUser, doc: number, file: string, inline = false) => {
    const token = await tokenOf(as);
    return app.inject({
      method: 'GET',
      url: `/api/vendor/documents/${doc}/files/${file}/content${inline ? '?inline=1' : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });
  };

  it('lets an admin open a document’s file, written to the audit log and the vendor’s access log', async () => {
    const names = await call('POST', '/api/rpc/vendor_document_files', admin, {
      document_id: documentId,
    });
    expect(names.json).toEqual([
      { id: fileId, name: 'gst-certificate.pdf', mime_type: 'application/pdf', size: pdf.length },
    ]);
    const res = await open(admin, documentId, fileId, true);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain('inline; filename="gst-certificate.pdf"');
    expect((await open(admin, documentId, fileId)).headers['content-disposition']).toContain(
      'attachment;',
    );
    const audit = await t.db.query<{
      event: string;
      subject_id: string;
      detail: { file_id: string };
    }>(
      `select event, subject_id, detail from auth.audit_log
        where user_id = $1 and event like 'admin_vendor_document_file_%' order by id`,
      [admin.id],
    );
    expect(audit.map((a) => a.event)).toEqual([
      'admin_vendor_document_file_view',
      'admin_vendor_document_file_download',
    ]);
    expect(audit[0]).toMatchObject({ subject_id: vendorA.id, detail: { file_id: fileId } });
    const log = await t.db.query<{ action: string; actor_user_id: string }>(
      'select action, actor_user_id from pgmedlock.access_log where file_id = $1 order by at, id',
      [fileId],
    );
    expect(log).toEqual([
      { action: 'view', actor_user_id: admin.id },
      { action: 'download', actor_user_id: admin.id },
    ]);
  });

  it('refuses everyone else, and any file the document does not name', async () => {
    for (const as of [vendorA, vendorB, member]) {
      const res = await open(as, documentId, fileId);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('%PDF');
      expect(
        (await call('POST', '/api/rpc/vendor_document_files', as, { document_id: documentId }))
          .json,
      ).toEqual([]);
    }
    // The vendor's own unrelated locker file is not reachable through its document.
    expect((await open(admin, documentId, otherFileId)).statusCode).toBe(404);
    expect((await open(admin, documentId + 1000, fileId)).statusCode).toBe(404);
    expect((await open(admin, documentId, 'not-a-uuid')).statusCode).toBe(404);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `select count(*)::int as n from auth.audit_log where event like 'admin_vendor_document_file_%'`,
    )) as [{ n: number }];
    expect(n).toBe(2);
  });
});
