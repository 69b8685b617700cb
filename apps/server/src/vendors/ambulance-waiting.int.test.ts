import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataApiCaller } from '../test/data-api-caller.ts';
import { hearLiveEvents, type HeardLiveEvent } from '../test/heard-live-events.ts';
import { buildTestApp } from '../test/test-app.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-ambulance-waiting-0123456789abcdef';

/**
 * Issue 16, migration 0330: a request filed while no ambulance was free is assigned by the
 * database as soon as one frees up (a run completes or is cancelled, the vendor marks it
 * available, the vendor is verified): the oldest waiting request first, by the nearest rule,
 * exactly once even when two ambulances free at once, announced live to its member.
 */
describe.each(testEngines)('waiting ambulance requests on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let vendor: TestUser;
  let p1: TestUser;
  let p2: TestUser;
  let vendorId: number;
  const amb: Record<string, number> = {};
  const call = dataApiCaller(() => app, secret, 'pgvendor');
  const heard: HeardLiveEvent[] = [];
  let listener: { close(): Promise<void> } | undefined;

  const addAmbulance = async (
    key: string,
    owner: TestUser,
    ofVendor: number,
    reg: string,
    type: string,
    lat: number,
    lng: number,
    paramedic: TestUser | null,
    available = true,
  ) => {
    const [a] = await t.db.query<{ id: number }>(
      `insert into pgvendor.ambulances (vendor_id, owner_id, registration_number, ambulance_type, latitude, longitude, paramedic_id, is_available)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [ofVendor, owner.id, reg, type, lat, lng, paramedic?.id ?? null, available],
    );
    amb[key] = a!.id;
  };

  beforeAll(async () => {
    vendor = await createTestUser(t.db, { appRoles: ['vendor'] });
    p1 = await createTestUser(t.db, { appRoles: ['paramedic'] });
    p2 = await createTestUser(t.db, { appRoles: ['paramedic'] });
    const [v] = await t.db.query<{ id: number }>(
      `insert into pgvendor.vendors (owner_id, legal_business_name, gst_number, pan_number, verification_status)
       values ($1, 'Fleet', '27AAPFU0939F1ZV', 'AAPFU0939F', 'verified') returning id`,
      [vendor.id],
    );
    vendorId = v!.id;
    await addAmbulance(
      'kothrud',
      vendor,
      vendorId,
      'MH12AB1001',
      'Basic Life Support',
      18.5074,
      73.8077,
      p1,
    );
    await addAmbulance(
      'hadapsar',
      vendor,
      vendorId,
      'MH12AB1002',
      'Basic Life Support',
      18.5089,
      73.926,
      p2,
    );
    app = await buildTestApp(t.db, secret, { BANK_DETAILS_KEY: '44'.repeat(32) });
    listener = await hearLiveEvents(t.db, heard);
  });
  afterAll(async () => {
    await listener?.close();
    await app?.close();
  });

  const request = async (type = 'Basic Life Support') => {
    const member = await createTestUser(t.db);
    const res = await call('POST', '/api/rpc/request_ambulance', member, {
      pickup_address: 'Shivajinagar, Pune',
      pickup_latitude: 18.5308,
      pickup_longitude: 73.8475,
      ambulance_type: type,
      contact_phone: '+91 98450 12345',
    });
    expect(res.status).toBe(200);
    return { member, run: res.json[0]! };
  };
  const move = (as: TestUser, id: number, status: string, reason?: string) =>
    call('POST', '/api/rpc/update_ambulance_request', as, {
      request_id: id,
      status,
      reason: reason ?? null,
    });
  const read = async (id: number) =>
    (
      await t.db.query<{
        status: string;
        ambulance_id: number | null;
        paramedic_id: string | null;
      }>(
        'select status, ambulance_id, paramedic_id from pgvendor.ambulance_requests where id = $1',
        [id],
      )
    )[0]!;
  const assignedEvents = async (id: number) =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from pgvendor.ambulance_request_events where request_id = $1 and status = 'assigned'`,
        [id],
      )
    )[0]!.n;
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    return check();
  };

  it('assigns the oldest waiting request when a run completes, then the next when one is cancelled', async () => {
    const a = await request();
    const b = await request();
    expect(a.run.ambulance_id).toBe(amb.kothrud);
    expect(b.run.ambulance_id).toBe(amb.hadapsar);
    const w1 = await request();
    const w2 = await request();
    expect(w1.run).toMatchObject({ status: 'requested', ambulance_id: null });
    expect(w2.run).toMatchObject({ status: 'requested', ambulance_id: null });

    // Let the filings' own events arrive before listening for the assignment's.
    await new Promise((r) => setTimeout(r, 300));
    heard.length = 0;
    const aId = a.run.id as number;
    for (const s of ['en_route', 'arrived', 'completed']) {
      expect((await move(p1, aId, s)).status).toBe(200);
    }
    // The oldest waiting one gets the freed ambulance, with its paramedic; the other still waits.
    expect(await read(w1.run.id as number)).toMatchObject({
      status: 'assigned',
      ambulance_id: amb.kothrud,
      paramedic_id: p1.id,
    });
    expect((await read(w2.run.id as number)).status).toBe('requested');
    // Announced live to its member.
    expect(
      await waitFor(() => heard.some((e) => e.user === w1.member.id && e.id === w1.run.id)),
    ).toBe(true);
    expect(heard.some((e) => e.user === w2.member.id)).toBe(false);
    // The member sees it through the data API.
    const seen = await call(
      'GET',
      `/api/ambulance_requests?id=eq.${w1.run.id as number}`,
      w1.member,
    );
    expect(seen.json[0]).toMatchObject({ status: 'assigned', ambulance_id: amb.kothrud });

    // The vendor cancels the Hadapsar run: the second waiting request takes that ambulance.
    expect(
      (await move(vendor, b.run.id as number, 'cancelled', 'Patient went by car')).status,
    ).toBe(200);
    expect(await read(w2.run.id as number)).toMatchObject({
      status: 'assigned',
      ambulance_id: amb.hadapsar,
      paramedic_id: p2.id,
    });
    expect(await assignedEvents(w1.run.id as number)).toBe(1);
    expect(await assignedEvents(w2.run.id as number)).toBe(1);
  });

  it('assigns one waiting request exactly once when two ambulances free at once', async () => {
    // Both ambulances are on runs (from the test above); bring both runs to arrival.
    const open = await t.db.query<{ id: number; paramedic_id: string }>(
      `select id, paramedic_id from pgvendor.ambulance_requests where status = 'assigned' order by id`,
    );
    expect(open).toHaveLength(2);
    const crew = (pid: string) => (pid === p1.id ? p1 : p2);
    for (const r of open) {
      await move(crew(r.paramedic_id), r.id, 'en_route');
      await move(crew(r.paramedic_id), r.id, 'arrived');
    }
    const w = await request();
    expect(w.run.status).toBe('requested');
    // PostgreSQL: both completions at once; PGlite runs one transaction at a time.
    const done = await Promise.all(open.map((r) => move(crew(r.paramedic_id), r.id, 'completed')));
    expect(done.map((d) => d.status)).toEqual([200, 200]);
    const now = await read(w.run.id as number);
    expect(now.status).toBe('assigned');
    expect([amb.kothrud, amb.hadapsar]).toContain(now.ambulance_id);
    expect(await assignedEvents(w.run.id as number)).toBe(1);
    const free = await t.db.query<{ id: number }>(
      'select id from pgvendor.ambulances where vendor_id = $1 and is_available order by id',
      [vendorId],
    );
    // One ambulance serves the request, the other is free again.
    expect(free).toHaveLength(1);
    expect(free[0]!.id).not.toBe(now.ambulance_id);
    // Nothing else is assigned twice: every request has at most one 'assigned' event.
    const twice = await t.db.query(
      `select request_id from pgvendor.ambulance_request_events where status = 'assigned'
        group by request_id having count(*) > 1`,
    );
    expect(twice).toEqual([]);
  });

  it('serves a waiting request when the vendor marks an ambulance available, and when a vendor is verified', async () => {
    await addAmbulance(
      'icu',
      vendor,
      vendorId,
      'MH12AB1003',
      'ICU Ambulance',
      18.52,
      73.85,
      null,
      false,
    );
    const icu = await request('ICU Ambulance');
    expect(icu.run.status).toBe('requested');
    // Another vendor may not touch this vendor's ambulance: nothing changes, nothing is assigned.
    const stranger = await createTestUser(t.db, { appRoles: ['vendor'] });
    expect(
      (await call('PATCH', `/api/ambulances?id=eq.${amb.icu}`, stranger, { is_available: true }))
        .json,
    ).toEqual([]);
    expect((await read(icu.run.id as number)).status).toBe('requested');
    const marked = await call('PATCH', `/api/ambulances?id=eq.${amb.icu}`, vendor, {
      is_available: true,
    });
    expect(marked.status).toBe(200);
    expect(await read(icu.run.id as number)).toMatchObject({
      status: 'assigned',
      ambulance_id: amb.icu,
    });

    // An unverified vendor's ambulance serves nobody, until the vendor is verified.
    const owner = await createTestUser(t.db, { appRoles: ['vendor'] });
    const [u] = await t.db.query<{ id: number }>(
      `insert into pgvendor.vendors (owner_id, legal_business_name, gst_number, pan_number, verification_status)
       values ($1, 'New Fleet', '29AAGCB7383J1Z4', 'AAGCB7383J', 'pending') returning id`,
      [owner.id],
    );
    await addAmbulance(
      'als',
      owner,
      u!.id,
      'KA01AB1004',
      'Advanced Life Support',
      18.53,
      73.84,
      null,
    );
    const als = await request('Advanced Life Support');
    expect(als.run.status).toBe('requested');
    await t.db.query(`update pgvendor.vendors set verification_status = 'verified' where id = $1`, [
      u!.id,
    ]);
    expect(await read(als.run.id as number)).toMatchObject({
      status: 'assigned',
      ambulance_id: amb.als,
    });
  });
});
