import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataApiCaller } from '../test/data-api-caller.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-ambulances-0123456789abcdef';
type Json = Record<string, unknown>;

// Pune: pickup at Shivajinagar; ambulances at Kothrud (~5 km), Hadapsar (~9 km), Mumbai (~120 km).
const pickup = { lat: 18.5308, lng: 73.8475 };

describe.each(testEngines)('ambulance requests (issue 16) on %s', (engine) => {
  let suite: TestApp;
  let vendor: TestUser;
  let otherVendor: TestUser;
  let paramedic: TestUser;
  let member: TestUser;
  let memberB: TestUser;
  const ambulance: Record<string, number> = {};

  const vendorApi = dataApiCaller(() => suite.app, secret, 'pgvendor');
  const call = (
    url: string,
    as: TestUser | null,
    body?: unknown,
    method: 'GET' | 'POST' | 'PATCH' = 'POST',
  ) => vendorApi(method, url, as, body);

  /** A vendor (verified or not, as the owner role sets it) with ambulances at the given places. */
  async function fleet(
    owner: TestUser,
    gst: string,
    pan: string,
    verified: boolean,
    rows: [string, string, number, number, string | null][],
  ) {
    const [v] = await suite.t.db.query<{ id: number }>(
      `insert into pgvendor.vendors (owner_id, legal_business_name, gst_number, pan_number, verification_status)
       values ($1, 'Fleet', $2, $3, $4) returning id`,
      [owner.id, gst, pan, verified ? 'verified' : 'unverified'],
    );
    for (const [key, reg, lat, lng, type] of rows) {
      const [a] = await suite.t.db.query<{ id: number }>(
        `insert into pgvendor.ambulances (vendor_id, owner_id, registration_number, ambulance_type, latitude, longitude, paramedic_id)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          v!.id,
          owner.id,
          reg,
          type ?? 'Basic Life Support',
          lat,
          lng,
          key === 'kothrud' ? paramedic.id : null,
        ],
      );
      ambulance[key] = a!.id;
    }
  }

  beforeAll(async () => {
    suite = await createTestApp(engine, secret, {
      BANK_DETAILS_KEY: '22'.repeat(32),
    });
    vendor = await createTestUser(suite.t.db, { appRoles: ['vendor'] });
    otherVendor = await createTestUser(suite.t.db, { appRoles: ['vendor'] });
    paramedic = await createTestUser(suite.t.db, { appRoles: ['paramedic'] });
    member = await createTestUser(suite.t.db);
    memberB = await createTestUser(suite.t.db);
    await fleet(vendor, '27AAPFU0939F1ZV', 'AAPFU0939F', true, [
      ['kothrud', 'MH12AB1001', 18.5074, 73.8077, null],
      ['hadapsar', 'MH12AB1002', 18.5089, 73.926, null],
      ['mumbai', 'MH01AB1003', 19.076, 72.8777, 'ICU Ambulance'],
    ]);
    // An unverified vendor's ambulance right at the pickup is never sent.
    await fleet(otherVendor, '29AAGCB7383J1Z4', 'AAGCB7383J', false, [
      ['unverified', 'KA01AB1004', 18.5309, 73.8476, null],
    ]);
  });
  afterAll(() => suite?.close());

  const request = (as: TestUser, type = 'Basic Life Support') =>
    call('/api/rpc/request_ambulance', as, {
      pickup_address: 'Shivajinagar, Pune',
      pickup_latitude: pickup.lat,
      pickup_longitude: pickup.lng,
      ambulance_type: type,
      contact_phone: '+91 98450 12345',
      patient_notes: 'Chest pain',
    });
  const move = (as: TestUser, id: number, status: string, reason?: string) =>
    call('/api/rpc/update_ambulance_request', as, {
      request_id: id,
      status,
      reason: reason ?? null,
    });

  it('assigns the nearest available ambulance of a verified vendor, then the next nearest', async () => {
    const first = await request(member);
    expect(first.status).toBe(200);
    expect(first.json[0]).toMatchObject({
      status: 'assigned',
      ambulance_id: ambulance.kothrud,
      paramedic_id: paramedic.id,
    });
    expect(Number(first.json[0]!.distance_km)).toBeGreaterThan(3);
    expect(Number(first.json[0]!.distance_km)).toBeLessThan(6);
    const second = await request(memberB);
    expect(second.json[0]).toMatchObject({ status: 'assigned', ambulance_id: ambulance.hadapsar });
    // One open request per member.
    expect((await request(member)).status).toBe(409);
  });

  it('moves a run through its states, by the crew only, in order, each with actor and time', async () => {
    const [open] = (
      await call(`/api/ambulance_requests?user_id=eq.${member.id}`, member, undefined, 'GET')
    ).json;
    const id = open!.id as number;
    expect((await move(member, id, 'en_route')).status).toBe(403);
    expect((await move(memberB, id, 'en_route')).status).toBe(404);
    expect((await move(otherVendor, id, 'en_route')).status).toBe(404);
    expect((await move(paramedic, id, 'arrived')).json.message).toBe(
      'An ambulance request cannot go from assigned to arrived.',
    );
    expect((await move(paramedic, id, 'en_route')).json[0]!.status).toBe('en_route');
    expect((await move(vendor, id, 'arrived')).json[0]!.status).toBe('arrived');
    expect((await move(member, id, 'cancelled', 'changed my mind')).json.message).toBe(
      'An ambulance request cannot go from arrived to cancelled.',
    );
    expect((await move(paramedic, id, 'completed')).json[0]!.status).toBe('completed');
    const events = (
      await call(
        `/api/ambulance_request_events?request_id=eq.${id}&order=id`,
        member,
        undefined,
        'GET',
      )
    ).json;
    expect(events.map((e) => e.status)).toEqual([
      'requested',
      'assigned',
      'en_route',
      'arrived',
      'completed',
    ]);
    expect(events.slice(2).map((e) => e.actor_id)).toEqual([paramedic.id, vendor.id, paramedic.id]);
    // The ambulance is free again: the next request gets the nearest one.
    const next = await request(member);
    expect(next.json[0]!.ambulance_id).toBe(ambulance.kothrud);
    expect((await move(member, next.json[0]!.id as number, 'cancelled')).json.message).toBe(
      'Give a reason for the cancellation.',
    );
    expect(
      (await move(member, next.json[0]!.id as number, 'cancelled', 'Went by car')).json[0]!.status,
    ).toBe('cancelled');
  });

  it('lets the vendor place its ambulance and name its paramedic, and nobody else', async () => {
    const crew = (as: TestUser, args: Json) =>
      call('/api/rpc/set_ambulance_crew', as, { ambulance_id: ambulance.mumbai, ...args });
    expect((await crew(otherVendor, { latitude: 18.5, longitude: 73.8 })).status).toBe(404);
    expect((await crew(vendor, { paramedic_account: member.username })).json.message).toBe(
      'No paramedic has this username or email.',
    );
    expect((await crew(vendor, { latitude: 18.5 })).json.message).toBe(
      'Give both latitude and longitude, or neither.',
    );
    const placed = await crew(vendor, {
      paramedic_account: paramedic.email.toUpperCase(),
      latitude: 18.52,
      longitude: 73.85,
    });
    expect(placed.json[0]).toMatchObject({
      paramedic_id: paramedic.id,
      ambulance_type: 'ICU Ambulance',
    });
    // Now the nearest ICU ambulance for a pickup in Pune.
    const icu = await request(await createTestUser(suite.t.db), 'ICU Ambulance');
    expect(icu.json[0]).toMatchObject({ status: 'assigned', ambulance_id: ambulance.mumbai });
    expect(Number(icu.json[0]!.distance_km)).toBeLessThan(2);
  });

  it('leaves a request waiting when no ambulance fits, and keeps requests to their parties', async () => {
    const icu = await request(memberB, 'ICU Ambulance');
    expect(icu.status).toBe(409); // memberB's earlier run is still open
    const waiting = await request(await createTestUser(suite.t.db), 'Advanced Life Support');
    expect(waiting.json[0]).toMatchObject({ status: 'requested', ambulance_id: null });
    const seen = async (as: TestUser) =>
      (await call('/api/ambulance_requests?select=id', as, undefined, 'GET')).json.length;
    expect(await seen(memberB)).toBe(1);
    expect(await seen(otherVendor)).toBe(0);
    expect(await seen(paramedic)).toBe(3); // the two runs of the Kothrud one, the ICU run
    expect(
      (await call('/api/ambulance_requests', memberB, { status: 'completed' }, 'PATCH')).status,
    ).toBe(403);
  });
});
