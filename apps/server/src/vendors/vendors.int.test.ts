import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycMessages } from '@athcare/shared/kyc';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { dataApiCaller } from '../test/data-api-caller.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-the-vendors-0123456789abcdef';

// Valid numbers: GSTIN 27AAPFU0939F1ZV contains PAN AAPFU0939F; 29AAGCB7383J1Z4 contains AAGCB7383J.
const businessA = {
  legal_business_name: 'Sahyadri Care Private Limited',
  company_incorporation_number: 'U85110MH2015PTC012345',
  gst_number: '27AAPFU0939F1ZV',
  pan_number: 'AAPFU0939F',
  terms_accepted: true,
};
const businessB = {
  legal_business_name: 'Kaveri Health LLP',
  gst_number: '29AAGCB7383J1Z4',
  pan_number: 'AAGCB7383J',
};

/** Where vendor A's branch and hospital are. */
const fcRoad = {
  address_line1: '12 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411004',
};

describe.each(testEngines)('vendors (issue 16) on %s', (engine) => {
  let suite: TestApp;
  let vendorA: TestUser;
  let vendorB: TestUser;
  let member: TestUser;
  let memberB: TestUser;
  let admin: TestUser;
  let personnel: TestUser;
  let vendorAId: number;

  const call = dataApiCaller(() => suite.app, secret, 'pgvendor');

  beforeAll(async () => {
    suite = await createTestApp(engine, secret, {
      BANK_DETAILS_KEY: '11'.repeat(32),
    });
    vendorA = await createTestUser(suite.t.db, { appRoles: ['vendor'] });
    vendorB = await createTestUser(suite.t.db, { appRoles: ['vendor'] });
    member = await createTestUser(suite.t.db);
    memberB = await createTestUser(suite.t.db);
    admin = await createTestUser(suite.t.db, { appRoles: ['admin'] });
    personnel = await createTestUser(suite.t.db, { appRoles: ['personnel'] });
  });
  afterAll(() => suite?.close());

  it('checks KYC numbers in the database with the clear messages', async () => {
    const wrongCheck = { ...businessA, gst_number: '27AAPFU0939F1ZA' };
    const r1 = await call('POST', '/api/vendors', vendorA, wrongCheck);
    expect(r1.status).toBe(400);
    expect(r1.json.message).toBe(kycMessages.gstinCheck);
    const otherPan = { ...businessA, pan_number: 'AAGCB7383J' };
    const r2 = await call('POST', '/api/vendors', vendorA, otherPan);
    expect(r2.json.message).toBe(kycMessages.gstinPan);
    const badCin = { ...businessA, company_incorporation_number: 'U85110MH2015PTC01234' };
    expect((await call('POST', '/api/vendors', vendorA, badCin)).json.message).toBe(
      kycMessages.cinFormat,
    );
    // Nothing was written by the refused requests.
    expect((await call('GET', '/api/vendors', vendorA)).json).toEqual([]);
  });

  it('lets only vendors register their own business, seen by them and admins', async () => {
    expect((await call('POST', '/api/vendors', member, businessA)).status).toBe(403);
    const a = await call('POST', '/api/vendors', vendorA, businessA);
    expect(a.status).toBe(201);
    vendorAId = a.json[0]!.id as number;
    expect(a.json[0]!.verification_status).toBe('unverified');
    expect((await call('POST', '/api/vendors', vendorB, businessB)).status).toBe(201);
    // A second business for the same account is refused.
    expect((await call('POST', '/api/vendors', vendorA, businessB)).status).toBe(409);
    // Taking someone else's ownership or verifying oneself is not a writable column.
    expect(
      (await call('POST', '/api/vendors', vendorB, { ...businessB, owner_id: vendorA.id })).status,
    ).toBe(403);
    expect(
      (
        await call('PATCH', `/api/vendors?id=eq.${vendorAId}`, vendorA, {
          verification_status: 'verified',
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', '/api/vendors', vendorB)).json.map((v) => v.id)).not.toContain(
      vendorAId,
    );
    expect((await call('GET', '/api/vendors', member)).json).toEqual([]);
    expect((await call('GET', '/api/vendors', null)).status).toBe(401);
    expect(
      (await call('PATCH', `/api/vendors?id=eq.${vendorAId}`, vendorB, { logo: null })).json,
    ).toEqual([]);
    expect(
      (await call('GET', `/api/vendors?id=eq.${vendorAId}`, admin)).json[0]!.legal_business_name,
    ).toBe(businessA.legal_business_name);
  });

  it('keeps branches, drivers and ambulances to their vendor, with checked Aadhaar and plates', async () => {
    const branch = await call('POST', '/api/vendor_branches', vendorA, {
      vendor_id: vendorAId,
      name: 'Pune main',
      ...fcRoad,
    });
    expect(branch.status).toBe(201);
    const ravi = { vendor_id: vendorAId, name: 'Ravi', phone: '+91 98450 12345' };
    const badDriver = await call('POST', '/api/drivers', vendorA, {
      ...ravi,
      adhaar_number: '234123412345',
    });
    expect(badDriver.json.message).toBe(kycMessages.aadhaarCheck);
    const driver = await call('POST', '/api/drivers', vendorA, {
      ...ravi,
      adhaar_number: '234123412346',
    });
    expect(driver.status).toBe(201);
    const ambulance = { vendor_id: vendorAId, registration_number: 'MH12DE1433' };
    const badPlate = await call('POST', '/api/ambulances', vendorA, {
      ...ambulance,
      registration_number: 'XX01AB1234',
      ambulance_type: 'Basic Life Support',
    });
    expect(badPlate.json.message).toBe(kycMessages.vehicleRegistration);
    const helicopter = { ...ambulance, ambulance_type: 'Helicopter' };
    expect((await call('POST', '/api/ambulances', vendorA, helicopter)).status).toBe(400);
    const amb = await call('POST', '/api/ambulances', vendorA, {
      ...ambulance,
      ambulance_type: 'ICU Ambulance',
      branch_id: branch.json[0]!.id,
      driver_id: driver.json[0]!.id,
    });
    expect(amb.status).toBe(201);
    // Vendor B can neither read A's rows nor attach rows to A's vendor.
    for (const table of ['vendor_branches', 'drivers', 'ambulances']) {
      expect((await call('GET', `/api/${table}`, vendorB)).json).toEqual([]);
      expect((await call('GET', `/api/${table}`, member)).json).toEqual([]);
      expect(
        (await call('DELETE', `/api/${table}?vendor_id=eq.${vendorAId}`, vendorB)).json,
      ).toEqual([]);
      expect((await call('GET', `/api/${table}`, admin)).json.length).toBe(1);
    }
    expect(
      (
        await call('POST', '/api/drivers', vendorB, {
          vendor_id: vendorAId,
          name: 'Intruder',
          adhaar_number: '234123412346',
          phone: '9845012345',
        })
      ).status,
    ).not.toBe(201);
  });

  it('encrypts the bank account number, shows it masked, and in full only to the vendor and admins', async () => {
    const bad = await call('PUT', '/api/vendor/bank-details', vendorA, {
      bank_name: 'HDFC Bank',
      bank_holder_name: 'Sahyadri Care',
      account_number: '50100123456789',
      bank_account_type: 'Current',
      bank_ifsc_code: 'HDFC1234567',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(kycMessages.ifscFormat);
    const saved = await call('PUT', '/api/vendor/bank-details', vendorA, {
      bank_name: 'HDFC Bank',
      bank_holder_name: 'Sahyadri Care',
      account_number: '5010 0123 4567 89',
      bank_account_type: 'Current',
      bank_ifsc_code: 'hdfc0001234',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.account_number_masked).toBe('XXXXXX6789');
    expect(saved.json.bank_ifsc_code).toBe('HDFC0001234');
    // At rest: neither the table nor the secret store holds the number in clear.
    const [stored] = await suite.t.db.query<{ ciphertext: string }>(
      'select ciphertext from pgvendor_private.bank_account_numbers',
    );
    expect(stored?.ciphertext).toBeTruthy();
    expect(stored!.ciphertext).not.toContain('50100123456789');
    expect(Buffer.from(stored!.ciphertext, 'base64').toString('latin1')).not.toContain('5010');
    const row = (await call('GET', '/api/bank_details', vendorA)).json[0]!;
    expect(JSON.stringify(row)).not.toContain('50100123456789');
    expect(row.account_number_last4).toBe('6789');
    // In full: the owner and admins; others get 404, the anonymous 401.
    const url = `/api/vendor/${vendorAId}/bank-details/account-number`;
    expect((await call('GET', url, vendorA)).json).toEqual({ account_number: '50100123456789' });
    expect((await call('GET', url, admin)).json).toEqual({ account_number: '50100123456789' });
    expect((await call('GET', url, vendorB)).status).toBe(404);
    expect((await call('GET', url, member)).status).toBe(404);
    expect((await call('GET', url, null)).status).toBe(401);
    expect((await call('GET', '/api/bank_details', vendorB)).json).toEqual([]);
    // The members' role cannot write bank details directly, nor read the secrets.
    expect((await call('POST', '/api/bank_details', vendorA, { bank_name: 'X' })).status).toBe(403);
    // A member without a business cannot add any.
    expect(
      (
        await call('PUT', '/api/vendor/bank-details', member, {
          bank_name: 'SBI',
          bank_holder_name: 'M',
          account_number: '123456789',
          bank_account_type: 'Savings',
          bank_ifsc_code: 'SBIN0000001',
        })
      ).status,
    ).toBe(404);
  });

  let hospitalId: number;
  let roomId: number;

  it('lists a vendor’s hospital only once an admin has verified its documents', async () => {
    const h = await call('POST', '/api/hospitals', vendorA, {
      vendor_id: vendorAId,
      name: 'Sahyadri Care Hospital',
      ...fcRoad,
      is_published: true,
    });
    expect(h.status).toBe(201);
    hospitalId = h.json[0]!.id as number;
    expect(h.json[0]!.slug).toMatch(/^sahyadri-care-hospital-[0-9a-f]{6}$/);
    // Another vendor cannot put a hospital under A, nor change A's.
    expect(
      (
        await call('POST', '/api/hospitals', vendorB, {
          vendor_id: vendorAId,
          name: 'Fake',
          address_line1: 'x',
          city: 'Pune',
          state: 'MH',
          postal_code: '411004',
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/hospitals?id=eq.${hospitalId}`, vendorB, { name: 'Mine' })).json,
    ).toEqual([]);
    const room = await call('POST', '/api/hospital_rooms', vendorA, {
      hospital_id: hospitalId,
      room_type: 'Private Room',
      capacity: 3,
      available_rooms: 1,
      base_price: 2500.5,
    });
    expect(room.status).toBe(201);
    roomId = room.json[0]!.id as number;
    expect(Number(room.json[0]!.base_price_paise)).toBe(250050);
    expect(
      (
        await call('POST', '/api/hospital_rooms', vendorA, {
          hospital_id: hospitalId,
          room_type: 'ICU',
          capacity: 0,
          available_rooms: 0,
          base_price: 1,
        })
      ).status,
    ).toBe(400);

    const listed = async () =>
      (await call('GET', `/api/hospitals?id=eq.${hospitalId}`, null)).json.length;
    expect(await listed()).toBe(0);
    expect((await call('GET', `/api/hospitals?id=eq.${hospitalId}`, vendorA)).json.length).toBe(1);

    // Documents: the number is checked by its type; the owner cannot verify its own.
    const badDoc = await call('POST', '/api/identity_documents', vendorA, {
      vendor_id: vendorAId,
      document_type: 'GST Certificate',
      document_number: '27AAPFU0939F1ZA',
    });
    expect(badDoc.json.message).toBe(kycMessages.gstinCheck);
    const strangerFile = await call('POST', '/api/identity_documents', vendorA, {
      vendor_id: vendorAId,
      document_type: 'Pan card',
      document_number: 'AAPFU0939F',
      file_ids: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(strangerFile.status).toBe(409);
    // The review columns are not the owner's to write.
    expect(
      (
        await call('POST', '/api/identity_documents', vendorA, {
          vendor_id: vendorAId,
          document_type: 'Pan card',
          document_number: 'AAPFU0939F',
          status: 'verified',
        })
      ).status,
    ).toBe(403);
    const docs: number[] = [];
    for (const [type, number] of [
      ['GST Certificate', businessA.gst_number],
      ['Pan card', businessA.pan_number],
      ['Company CIN', businessA.company_incorporation_number],
    ] as const) {
      const d = await call('POST', '/api/identity_documents', vendorA, {
        vendor_id: vendorAId,
        document_type: type,
        document_number: number,
      });
      expect(d.status).toBe(201);
      expect(d.json[0]!.status).toBe('pending');
      docs.push(d.json[0]!.id as number);
    }
    expect(
      (
        await call('PATCH', `/api/identity_documents?id=eq.${docs[0]}`, vendorA, {
          status: 'verified',
        })
      ).json[0]!.status,
    ).toBe('pending');
    const vendorStatus = async () =>
      (await call('GET', `/api/vendors?id=eq.${vendorAId}`, vendorA)).json[0]!;
    expect((await vendorStatus()).verification_status).toBe('pending');

    // The admins' queue shows them; nobody else sees it or reviews.
    const queue = await call('GET', '/api/vendor_document_queue?order=created_at', admin);
    expect(queue.json.map((d) => d.id)).toEqual(expect.arrayContaining(docs));
    expect((await call('GET', '/api/vendor_document_queue', vendorA)).json).toEqual([]);
    const review = (as: TestUser, id: number, approve: boolean, reason?: string) =>
      call('POST', '/api/rpc/review_vendor_document', as, {
        document_id: id,
        approve,
        ...(reason !== undefined ? { reason } : {}),
      });
    expect((await review(vendorA, docs[0]!, true)).status).toBe(403);
    expect((await review(admin, docs[0]!, false)).json.message).toBe(
      'Give a reason for the rejection.',
    );
    expect((await review(admin, docs[0]!, false, 'The certificate is illegible.')).status).toBe(
      200,
    );
    expect(await vendorStatus()).toMatchObject({ verification_status: 'pending' });
    // The vendor re-uploads: the document goes back to the queue.
    await call('PATCH', `/api/identity_documents?id=eq.${docs[0]}`, vendorA, { file_ids: [] });
    for (const id of docs) expect((await review(admin, id, true)).status).toBe(200);
    expect((await review(admin, docs[0]!, true)).json.message).toBe(
      'This document is not waiting for verification.',
    );
    expect((await vendorStatus()).verification_status).toBe('verified');
    expect(await listed()).toBe(1);

    // Changing a declared number un-verifies at once, and the listing goes with it.
    await call('PATCH', `/api/vendors?id=eq.${vendorAId}`, vendorA, {
      gst_number: '27AAPFU0939F2ZU',
    });
    const changed = await vendorStatus();
    expect(changed.gst_number).toBe('27AAPFU0939F2ZU');
    expect(changed.verification_status).not.toBe('verified');
    expect(await listed()).toBe(0);
    await call('PATCH', `/api/vendors?id=eq.${vendorAId}`, vendorA, {
      gst_number: businessA.gst_number,
    });
    expect((await vendorStatus()).verification_status).toBe('verified');
    expect(await listed()).toBe(1);
  });

  it('books the last room for exactly one of 20 members at once, and cancelling gives it back', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => createTestUser(suite.t.db)));
    const admission = new Date(Date.now() + 86_400_000).toISOString();
    const discharge = new Date(Date.now() + 3 * 86_400_000 + 60_000).toISOString();
    const book = (as: TestUser) =>
      call('POST', '/api/rpc/book_hospital_room', as, {
        room_id: roomId,
        admission_type: 'short duration booking',
        admission_at: admission,
        discharge_at: discharge,
        patient_name: 'Asha Rao',
        contact_phone: '+91 98450 12345',
      });
    // PostgreSQL: all at once; PGlite runs one transaction at a time, so they queue.
    const results = await Promise.all(members.map(book));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.json.message).toMatch(/No room of this type is free/);
    }
    const booking = won[0]!.json[0]!;
    // Three started days at ₹2,500.50, computed by the database.
    expect(Number(booking.amount_paise)).toBe(3 * 250050);
    const rooms = async () =>
      (await call('GET', `/api/hospital_rooms?id=eq.${roomId}`, null)).json[0]!.available_rooms;
    expect(await rooms()).toBe(0);
    const winner = members[results.indexOf(won[0]!)]!;

    // Who sees the booking: the member, the hospital's vendor, admins.
    const id = booking.id as number;
    const sees = async (as: TestUser) =>
      (await call('GET', `/api/hospital_bookings?id=eq.${id}`, as)).json.length;
    expect(await sees(winner)).toBe(1);
    expect(await sees(vendorA)).toBe(1);
    expect(await sees(admin)).toBe(1);
    expect(await sees(vendorB)).toBe(0);
    expect(await sees(memberB)).toBe(0);
    expect(
      (await call('PATCH', `/api/hospital_bookings?id=eq.${id}`, winner, { amount_paise: 0 }))
        .status,
    ).toBe(403);

    const cancel = (as: TestUser, reason?: string) =>
      call('POST', '/api/rpc/cancel_hospital_booking', as, {
        booking_id: id,
        reason: reason ?? '',
      });
    expect((await cancel(memberB, 'not mine')).status).toBe(404);
    expect((await cancel(vendorB, 'not mine')).status).toBe(404);
    expect((await cancel(winner)).json.message).toBe('Give a reason for the cancellation.');
    expect(
      (await call('POST', '/api/rpc/complete_hospital_booking', winner, { booking_id: id })).status,
    ).toBe(403);
    const cancelled = await cancel(winner, 'Plans changed');
    expect(cancelled.json[0]).toMatchObject({
      booking_status: 'cancelled',
      cancellation_reason: 'Plans changed',
    });
    expect(await rooms()).toBe(1);
    expect((await cancel(winner, 'again')).json.message).toBe('This booking is already cancelled.');

    // The vendor completes a booking; the room comes back too.
    const second = await book(member);
    expect(second.status).toBe(200);
    expect(await rooms()).toBe(0);
    const done = await call('POST', '/api/rpc/complete_hospital_booking', vendorA, {
      booking_id: second.json[0]!.id,
    });
    expect(done.json[0]!.booking_status).toBe('completed');
    expect(await rooms()).toBe(1);
  });

  it('refuses bookings of unlisted hospitals and bad times', async () => {
    const h = await call('POST', '/api/hospitals', vendorB, {
      vendor_id: (await call('GET', '/api/vendors', vendorB)).json[0]!.id,
      name: 'Kaveri Unverified',
      address_line1: '1 Road',
      city: 'Mysuru',
      state: 'Karnataka',
      postal_code: '570001',
      is_published: true,
    });
    const r = await call('POST', '/api/hospital_rooms', vendorB, {
      hospital_id: h.json[0]!.id,
      room_type: 'General Ward',
      capacity: 10,
      available_rooms: 10,
      base_price: 800,
    });
    const book = (room: number, at: string) =>
      call('POST', '/api/rpc/book_hospital_room', member, {
        room_id: room,
        admission_type: 'OPD',
        admission_at: at,
        patient_name: 'Asha Rao',
        contact_phone: '9845012345',
      });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await book(r.json[0]!.id as number, tomorrow)).status).toBe(404);
    expect((await book(roomId, '2020-01-01T10:00:00Z')).json.message).toBe(
      'The admission time must not be in the past.',
    );
    const anonymous = await call('POST', '/api/rpc/book_hospital_room', null, {
      room_id: roomId,
      admission_type: 'OPD',
      admission_at: tomorrow,
      patient_name: 'Asha Rao',
      contact_phone: '9845012345',
    });
    expect(anonymous.status).toBe(401);
  });

  it('lets personnel add a vendor for an existing account', async () => {
    const owner = await createTestUser(suite.t.db);
    const args = {
      account: owner.username,
      legal_business_name: 'Godavari Ambulance Services',
      gst_number: '29AAGCB7383J1Z4',
      pan_number: 'AAGCB7383J',
    };
    expect((await call('POST', '/api/rpc/add_vendor_for', member, args)).status).toBe(403);
    const bad = await call('POST', '/api/rpc/add_vendor_for', personnel, {
      ...args,
      gst_number: '29AAGCB7383J1Z5',
    });
    expect(bad.json.message).toBe(kycMessages.gstinCheck);
    const added = await call('POST', '/api/rpc/add_vendor_for', personnel, args);
    expect(added.status).toBe(200);
    const [roles] = await suite.t.db.query<{ roles: string[] }>(
      'select array_agg(role) as roles from pgaccess.user_app_roles where user_id = $1',
      [owner.id],
    );
    expect(roles?.roles).toEqual(['vendor']);
    // The personnel member sees the vendor they added; the new owner owns it.
    expect((await call('GET', '/api/vendors', personnel)).json.map((v) => v.owner_id)).toEqual([
      owner.id,
    ]);
    expect((await call('POST', '/api/rpc/add_vendor_for', personnel, args)).status).toBe(409);
    expect(
      (
        await call('POST', '/api/rpc/add_vendor_for', personnel, {
          ...args,
          account: 'nobody-here',
        })
      ).status,
    ).toBe(404);
  });
});
