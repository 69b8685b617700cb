import { questionMessages } from '@athcare/shared/personnel.schema';
import {
  missingForPublishing,
  publishRefusedMessage,
  publishRequirementMessages as m,
} from '@athcare/shared/personnel-profile-form.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { accessTokenFor, createTestUser, sessionTokenFor } from '../test/test-users.ts';
import { tokenCaller } from '../test/data-api-caller.ts';

const secret = 'test-secret-for-profile-editing-0123456789abcdef';
const owner = '00000000-0000-4000-8000-0000000000e1';
const other = '00000000-0000-4000-8000-0000000000e2';

describe.each(testEngines)('personnel profile editing (issue 20) on %s', (engine) => {
  let suite: TestApp;
  let ownerToken: string;
  let otherToken: string;
  let adminToken: string;
  let profileId = 0;
  let specializationId = 0;

  const call = tokenCaller(
    () => suite.app,
    'pgpersonnel',
    () => ({ prefer: 'return=representation' }),
  );

  beforeAll(async () => {
    suite = await createTestApp(engine, secret);
    await suite.t.db.query(
      "insert into auth.users (id, email, username) values ($1, 'rx.owner@example.test', 'rxowner1'), ($2, 'rx.other@example.test', 'rxother1')",
      [owner, other],
    );
    const [type] = await suite.t.db.query<{ id: number }>(
      "select id from pgpersonnel.personnel_types where slug = 'doctor'",
    );
    const [existing] = await suite.t.db.query<{ id: number }>(
      'select id from pgpersonnel.specializations order by id limit 1',
    );
    const spec =
      existing ??
      (
        await suite.t.db.query<{ id: number }>(
          "with d as (insert into pgpersonnel.departments (name, slug) values ('Cardiology E', 'cardiology-e') returning id) insert into pgpersonnel.specializations (department_id, name, slug) select id, 'Cardiologist E', 'cardiologist-e' from d returning id",
        )
      )[0];
    specializationId = spec!.id;
    const sign = (sub: string) => sessionTokenFor(suite.t.db, secret, sub, ['personnel']);
    ownerToken = await sign(owner);
    otherToken = await sign(other);
    const admin = await createTestUser(suite.t.db, { appRoles: ['admin'] });
    adminToken = await accessTokenFor(secret, admin);
    const created = await call('POST', '/api/profile', ownerToken, {
      user_id: owner,
      personnel_type_id: type!.id,
      name: 'Dr Kavya Rao',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    profileId = Number(created.json[0]?.id);
  });
  afterAll(() => suite?.close());

  it('refuses to publish an incomplete profile and names every missing part, as the editor does', async () => {
    const r = await call('PATCH', `/api/profile?id=eq.${profileId}`, ownerToken, {
      is_published: true,
    });
    expect(r.status).toBe(400);
    const all = Object.values(m);
    expect(r.json.message).toBe(publishRefusedMessage(all));
    expect(
      missingForPublishing({
        name: 'x',
        bio: null,
        city: ' ',
        fee: null,
        languagesSpoken: [],
        serviceLocations: [],
        specializations: [],
        certifications: [{ certificationNumber: null }],
      }),
    ).toEqual(all);
    const [row] = await suite.t.db.query<{ is_published: boolean }>(
      'select is_published from pgpersonnel.profile where id = $1',
      [profileId],
    );
    expect(row?.is_published).toBe(false);
  });

  it('publishes once the required parts are filled; the owner edits every tab', async () => {
    const about = await call('PATCH', `/api/profile?id=eq.${profileId}`, ownerToken, {
      bio: 'Cardiologist with a focus on prevention.',
      city: 'Pune',
      fee: 750,
      languages_spoken: ['English', 'Marathi'],
      service_locations: ['Clinic', 'Online'],
      profile_image: 'https://images.example.test/kavya.jpg',
    });
    expect(about.status, JSON.stringify(about.json)).toBe(200);
    for (const [table, body] of [
      ['personnel_specializations', { specialization_id: specializationId, is_primary: true }],
      [
        'education',
        { degree: 'MBBS', institution: 'BJ Medical College', start_year: 2004, end_year: 2009 },
      ],
      ['work_experience', { office_name: 'Ruby Hall Clinic', start_year: 2012, city: 'Pune' }],
      ['awards', { title: 'Young Cardiologist Award', year: 2018 }],
      ['publications', { title: 'Statins in practice', journal: 'IHJ', year: 2020 }],
    ] as const) {
      const r = await call('POST', `/api/${table}`, ownerToken, { profile_id: profileId, ...body });
      expect(r.status, `${table} ${JSON.stringify(r.json)}`).toBe(201);
    }
    const stillMissing = await call('PATCH', `/api/profile?id=eq.${profileId}`, ownerToken, {
      is_published: true,
    });
    expect(stillMissing.json.message).toBe(publishRefusedMessage([m.registration]));

    const cert = await call('POST', '/api/certifications', ownerToken, {
      profile_id: profileId,
      name: 'MD Cardiology',
      certification_number: 'MMC/2012/4471',
      is_verified: true,
    });
    expect(cert.status).toBe(201);
    expect(cert.json[0]?.is_verified).toBe(false); // only admins verify
    const asked = await call('PATCH', `/api/profile?id=eq.${profileId}`, ownerToken, {
      is_published: true,
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    // Publishing asks an admin to verify the registration first (issue 12).
    expect(asked.json[0]).toMatchObject({ is_published: false, verification_status: 'pending' });
    await approve();

    // A published profile cannot lose a required part of its own row.
    const emptied = await call('PATCH', `/api/profile?id=eq.${profileId}`, ownerToken, { bio: '' });
    expect(emptied.status).toBe(400);
    expect(emptied.json.message).toBe(publishRefusedMessage([m.bio]));
  });

  const approve = async () => {
    const r = await call('POST', '/api/rpc/review_personnel_verification', adminToken, {
      profile_id: profileId,
      approve: true,
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ verification_status: 'verified', is_published: true });
  };
  const listed = async (token?: string) => {
    const res = await suite.app.inject({
      method: 'GET',
      url: `/api/personnel_directory?id=eq.${profileId}&select=id,is_verified`,
      headers: {
        'accept-profile': 'pgpersonnel',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const search = await suite.app.inject({
      method: 'POST',
      url: '/api/rpc/search_doctors',
      headers: {
        'content-profile': 'pgpersonnel',
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify({ q: 'Kavya', page_limit: 100 }),
    });
    const items = search.json<{ items: { id: number; is_verified: boolean }[] }>().items;
    return {
      directory: res.json<{ id: number; is_verified: boolean }[]>(),
      search: items.filter((i) => i.id === profileId),
    };
  };

  it('a profile is listed only once an admin verified it; the owner cannot verify it', async () => {
    // Listed and marked verified after the approval above.
    expect(await listed()).toEqual({
      directory: [{ id: profileId, is_verified: true }],
      search: [expect.objectContaining({ id: profileId, is_verified: true })],
    });
    // A rename sends it back to the queue (the registration was checked under the old name).
    const renamed = await call('PATCH', `/api/profile?id=eq.${profileId}`, ownerToken, {
      name: 'Dr Kavya R. Rao',
    });
    expect(renamed.json[0]).toMatchObject({ is_published: false, verification_status: 'pending' });
    for (const token of [undefined, otherToken]) {
      expect(await listed(token)).toEqual({ directory: [], search: [] });
    }
    const anonProfile = await suite.app.inject({
      method: 'GET',
      url: `/api/profile?id=eq.${profileId}`,
      headers: { 'accept-profile': 'pgpersonnel' },
    });
    expect(anonProfile.json()).toEqual([]);

    // The owner cannot mark it verified, by any column.
    const forged = await call('PATCH', `/api/profile?id=eq.${profileId}`, ownerToken, {
      verification_status: 'verified',
      verified_at: new Date().toISOString(),
      is_published: true,
    });
    expect(forged.json[0]).toMatchObject({
      is_published: false,
      verification_status: 'pending',
      verified_at: null,
    });
    // Nor can anyone but an admin review it.
    for (const token of [ownerToken, otherToken]) {
      const r = await call('POST', '/api/rpc/review_personnel_verification', token, {
        profile_id: profileId,
        approve: true,
      });
      expect(r.status).toBe(403);
      expect(r.json.message).toBe('Only an admin can verify personnel.');
    }
    const anonReview = await suite.app.inject({
      method: 'POST',
      url: '/api/rpc/review_personnel_verification',
      headers: { 'content-profile': 'pgpersonnel', 'content-type': 'application/json' },
      payload: JSON.stringify({ profile_id: profileId, approve: true }),
    });
    expect(anonReview.statusCode).toBe(401);

    // A rejection needs a reason; the owner reads it; asking again queues the profile again.
    const noReason = await call('POST', '/api/rpc/review_personnel_verification', adminToken, {
      profile_id: profileId,
      approve: false,
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toBe('Give a reason for the rejection.');
    const rejected = await call('POST', '/api/rpc/review_personnel_verification', adminToken, {
      profile_id: profileId,
      approve: false,
      reason: 'The registration number is not on the council register.',
    });
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    const mine = await call('GET', `/api/profile?id=eq.${profileId}`, ownerToken);
    expect(mine.json[0]).toMatchObject({
      is_published: false,
      verification_status: 'rejected',
      verification_note: 'The registration number is not on the council register.',
    });
    const again = await call('POST', '/api/rpc/review_personnel_verification', adminToken, {
      profile_id: profileId,
      approve: true,
    });
    expect(again.json.message).toBe('This profile is not waiting for verification.');
    const reasked = await call('PATCH', `/api/profile?id=eq.${profileId}`, ownerToken, {
      is_published: true,
    });
    expect(reasked.json[0]).toMatchObject({
      verification_status: 'pending',
      verification_note: null,
    });
    await approve();
    expect((await listed(otherToken)).directory).toEqual([{ id: profileId, is_verified: true }]);
  });

  it('a changed or added certification sends a verified listing back to the queue', async () => {
    const certs = await call('GET', `/api/certifications?profile_id=eq.${profileId}`, ownerToken);
    const certId = (certs.json[0] as { id: number }).id;
    // An admin's own edit of a certification keeps the listing.
    const byAdmin = await call('PATCH', `/api/certifications?id=eq.${certId}`, adminToken, {
      is_verified: true,
    });
    expect(byAdmin.json[0]).toMatchObject({ is_verified: true });
    expect((await listed(otherToken)).directory).toEqual([{ id: profileId, is_verified: true }]);
    // The owner's edit that changes nothing checked keeps it too.
    const sameNumber = await call('PATCH', `/api/certifications?id=eq.${certId}`, ownerToken, {
      issued_year: 2012,
    });
    expect(sameNumber.json[0]).toMatchObject({ is_verified: true });
    expect((await listed(otherToken)).directory).toHaveLength(1);

    const renumbered = await call('PATCH', `/api/certifications?id=eq.${certId}`, ownerToken, {
      certification_number: 'MMC/2012/9999',
    });
    expect(renumbered.status, JSON.stringify(renumbered.json)).toBe(200);
    expect(renumbered.json[0]).toMatchObject({ is_verified: false });
    const mine = await call('GET', `/api/profile?id=eq.${profileId}`, ownerToken);
    expect(mine.json[0]).toMatchObject({
      is_published: false,
      verification_status: 'pending',
      verified_at: null,
    });
    for (const token of [undefined, otherToken]) {
      expect(await listed(token)).toEqual({ directory: [], search: [] });
    }
    await approve();

    // Adding a certification is a new claim as well.
    const added = await call('POST', '/api/certifications', ownerToken, {
      profile_id: profileId,
      name: 'DM Cardiology',
      regulatory_body: 'National Medical Commission',
      certification_number: 'NMC/2016/118',
    });
    expect(added.status).toBe(201);
    const again = await call('GET', `/api/profile?id=eq.${profileId}`, ownerToken);
    expect(again.json[0]).toMatchObject({ is_published: false, verification_status: 'pending' });
    await approve();
  });

  it('another user neither edits the profile nor adds to or removes its parts', async () => {
    const patch = await call('PATCH', `/api/profile?id=eq.${profileId}`, otherToken, {
      name: 'Hijacked',
    });
    expect(patch.json).toEqual([]);
    const add = await call('POST', '/api/education', otherToken, {
      profile_id: profileId,
      degree: 'Fake',
      institution: 'Nowhere',
    });
    expect(add.status).toBe(403);
    const del = await call('DELETE', `/api/awards?profile_id=eq.${profileId}`, otherToken);
    expect(del.json).toEqual([]);
    const [row] = await suite.t.db.query<{ name: string; awards: number }>(
      'select name, (select count(*)::int from pgpersonnel.awards where profile_id = $1) as awards from pgpersonnel.profile where id = $1',
      [profileId],
    );
    expect(row).toEqual({ name: 'Dr Kavya R. Rao', awards: 1 });
  });

  it('a member asks the doctor within the length and rate limits; the doctor cannot ask themself', async () => {
    const ask = (token: string, question: string) =>
      call('POST', '/api/ask_personnel', token, { profile_id: profileId, question });
    const long = await ask(otherToken, 'x'.repeat(1001));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe(questionMessages.tooLong);
    const self = await ask(ownerToken, 'Can I ask myself?');
    expect(self.status).toBe(403);
    expect(self.json.message).toBe(questionMessages.self);
    for (let i = 1; i <= 5; i++) {
      const r = await ask(otherToken, `  Question ${i} about my blood pressure?  `);
      expect(r.status, JSON.stringify(r.json)).toBe(201);
      expect(r.json[0]?.question).toBe(`Question ${i} about my blood pressure?`);
    }
    const sixth = await ask(otherToken, 'One more?');
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe(questionMessages.rateLimited);
    const [row] = await suite.t.db.query<{ n: number }>(
      'select count(*)::int as n from pgpersonnel.ask_personnel where asked_by = $1',
      [other],
    );
    expect(row?.n).toBe(5);
  });
});
