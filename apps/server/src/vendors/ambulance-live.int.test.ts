import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataApiCaller, expectOnlyAdminsWrite } from '../test/data-api-caller.ts';
import { hearLiveEvents, type HeardLiveEvent } from '../test/heard-live-events.ts';
import { buildTestApp } from '../test/test-app.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-ambulance-live-0123456789abcdef';

/**
 * The member's ambulance page (issue 16, migration 0260): localities to pick a pickup from, the
 * crew of a run as its member sees it, changes announced live to the member, the vendor and the
 * paramedic (and to nobody else), and another member kept out of it all.
 */
describe.each(testEngines)('ambulance requests, live and from the member page, on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let vendor: TestUser;
  let paramedic: TestUser;
  let member: TestUser;
  let memberB: TestUser;
  let admin: TestUser;
  const call = dataApiCaller(() => app, secret, 'pgvendor');
  const heard: HeardLiveEvent[] = [];
  let listener: { close(): Promise<void> } | undefined;

  beforeAll(async () => {
    vendor = await createTestUser(t.db, { appRoles: ['vendor'] });
    paramedic = await createTestUser(t.db, { appRoles: ['paramedic'] });
    member = await createTestUser(t.db);
    memberB = await createTestUser(t.db);
    admin = await createTestUser(t.db, { appRoles: ['admin'] });
    const [v] = await t.db.query<{ id: number }>(
      `insert into pgvendor.vendors (owner_id, legal_business_name, gst_number, pan_number, verification_status)
       values ($1, 'Sahyadri Ambulances', '27AAPFU0939F1ZV', 'AAPFU0939F', 'verified') returning id`,
      [vendor.id],
    );
    const [d] = await t.db.query<{ id: number }>(
      `insert into pgvendor.drivers (vendor_id, owner_id, name, adhaar_number, phone)
       values ($1, $2, 'Ravi Patil', '234123412346', '+91 98220 11111') returning id`,
      [v!.id, vendor.id],
    );
    await t.db.query(
      `insert into pgvendor.ambulances (vendor_id, owner_id, driver_id, registration_number, ambulance_type, latitude, longitude, paramedic_id)
       values ($1, $2, $3, 'MH12AB1001', 'Basic Life Support', 18.5074, 73.8077, $4)`,
      [v!.id, vendor.id, d!.id, paramedic.id],
    );
    app = await buildTestApp(t.db, secret, { BANK_DETAILS_KEY: '33'.repeat(32) });
    listener = await hearLiveEvents(t.db, heard);
  });
  afterAll(async () => {
    await listener?.close();
    await app?.close();
  });

  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    return check();
  };
  const eventsFor = (id: number) =>
    heard.filter((e) => e.kind === 'ambulance_request' && e.id === id).map((e) => e.user);

  it('finds localities by name or city for anyone, and lets only admins change them', async () => {
    const found = await call(
      'GET',
      '/api/localities?or=(name.ilike.*kothrud*,city.ilike.*kothrud*)',
      member,
    );
    expect(found.json).toEqual([
      expect.objectContaining({ name: 'Kothrud', city: 'Pune', state: 'Maharashtra' }),
    ]);
    expect(Number(found.json[0]!.latitude)).toBeCloseTo(18.5074, 3);
    const pune = await call('GET', '/api/localities?city=eq.Pune&select=name', null);
    expect(pune.json.length).toBeGreaterThanOrEqual(5);
    const mine = {
      name: 'My Street',
      city: 'Pune',
      state: 'Maharashtra',
      latitude: 18.5,
      longitude: 73.8,
    };
    await expectOnlyAdminsWrite(
      call,
      'localities',
      { row: mine, match: 'name=eq.Kothrud', change: { latitude: 0 } },
      { member, admin },
    );
  });

  it('announces each change to the member, the vendor and the paramedic, once each, and to nobody else', async () => {
    const filed = await call('POST', '/api/rpc/request_ambulance', member, {
      pickup_address: 'Shivajinagar, Pune',
      pickup_latitude: 18.5308,
      pickup_longitude: 73.8475,
      ambulance_type: 'Basic Life Support',
      contact_phone: '+91 98450 12345',
    });
    expect(filed.json[0]).toMatchObject({ status: 'assigned', paramedic_id: paramedic.id });
    const id = filed.json[0]!.id as number;
    // Filed and assigned in one transaction: one event per person.
    expect(await waitFor(() => eventsFor(id).length >= 3)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(eventsFor(id).sort()).toEqual([member.id, vendor.id, paramedic.id].sort());

    heard.length = 0;
    expect(
      (
        await call('POST', '/api/rpc/update_ambulance_request', paramedic, {
          request_id: id,
          status: 'en_route',
        })
      ).status,
    ).toBe(200);
    expect(await waitFor(() => eventsFor(id).length >= 3)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(eventsFor(id).sort()).toEqual([member.id, vendor.id, paramedic.id].sort());
    expect(heard.some((e) => e.user === memberB.id || e.user === admin.id)).toBe(false);
    // Only the kind and the id travel: nothing of the request itself.
    expect(Object.keys(heard[0]!).sort()).toEqual(['id', 'kind', 'user']);
  });

  it('shows the crew to the run’s member, vendor and paramedic, and nothing to another member', async () => {
    const [open] = (await call('GET', `/api/ambulance_requests?user_id=eq.${member.id}`, member))
      .json;
    const id = open!.id as number;
    const crew = (as: TestUser) =>
      call('POST', '/api/rpc/ambulance_request_crew', as, { request_id: id });
    const seen = (await crew(member)).json as unknown as Record<string, unknown>;
    expect(seen).toEqual({
      registration_number: 'MH12AB1001',
      ambulance_type: 'Basic Life Support',
      vendor_name: 'Sahyadri Ambulances',
      driver_name: 'Ravi Patil',
      driver_phone: '+91 98220 11111',
      paramedic_name: expect.any(String) as unknown,
    });
    expect(JSON.stringify(seen)).not.toContain('234123412346'); // never the driver's Aadhaar
    expect((await crew(vendor)).json).toMatchObject({ registration_number: 'MH12AB1001' });
    expect((await crew(paramedic)).json).toMatchObject({ registration_number: 'MH12AB1001' });
    expect((await crew(memberB)).json).toBeNull();
    // The paramedic's runs name their ambulance; the vendor's other ambulances stay the vendor's.
    const runs = await call(
      'GET',
      '/api/ambulance_requests?select=id,ambulance:ambulances(registration_number)',
      paramedic,
    );
    expect(runs.json).toEqual([{ id, ambulance: { registration_number: 'MH12AB1001' } }]);
    expect((await call('GET', '/api/ambulances?select=id', paramedic)).json).toHaveLength(1);
    expect((await call('GET', '/api/ambulances?select=id', memberB)).json).toEqual([]);
  });

  it('keeps another member from seeing or cancelling my request', async () => {
    const [open] = (await call('GET', `/api/ambulance_requests?user_id=eq.${member.id}`, member))
      .json;
    const id = open!.id as number;
    expect((await call('GET', `/api/ambulance_requests?id=eq.${id}`, memberB)).json).toEqual([]);
    expect(
      (await call('GET', `/api/ambulance_request_events?request_id=eq.${id}`, memberB)).json,
    ).toEqual([]);
    const cancel = (as: TestUser) =>
      call('POST', '/api/rpc/update_ambulance_request', as, {
        request_id: id,
        status: 'cancelled',
        reason: 'Not mine to cancel',
      });
    expect((await cancel(memberB)).status).toBe(404);
    expect((await call('GET', `/api/ambulance_requests?id=eq.${id}`, member)).json[0]!.status).toBe(
      'en_route',
    );
    // The member cancels before arrival; the ambulance is free again.
    const mine = await call('POST', '/api/rpc/update_ambulance_request', member, {
      request_id: id,
      status: 'cancelled',
      reason: 'Went by car',
    });
    expect(mine.json[0]).toMatchObject({ status: 'cancelled', cancellation_reason: 'Went by car' });
    const [amb] = await t.db.query<{ is_available: boolean }>(
      "select is_available from pgvendor.ambulances where registration_number = 'MH12AB1001'",
    );
    expect(amb!.is_available).toBe(true);
  });
});
