import {
  DOCTOR_DIRECTORY,
  doctorSearchResultSchema,
  personnelFullProfileSchema,
  personnelFullProfileSelect,
  personnelProfileSelect,
  SEARCH_DOCTORS_RPC,
} from '@athcare/shared/personnel.schema';
import { hospitalDetailSchema, hospitalDetailSelect } from '@athcare/shared/hospital.schema';
import { blogListSelect } from '@athcare/shared/content.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed/20_explore.ts';
import { mulberry32 } from '../../db/seed/run-seeds.ts';
import { sessionTokenFor } from '../test/test-users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';

const secret = 'test-secret-for-the-explore-api-0123456789abcdef';
const owner = '00000000-0000-4000-8000-0000000000d1';
const other = '00000000-0000-4000-8000-0000000000d2';

type Json = Record<string, unknown>;

/** What the web API client does to responses (spec §7): snake_case keys to camelCase. */
function camelize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelize);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      camelize(v),
    ]),
  );
}

describe.each(testEngines)('explore data API (§7 Personnel schema) on %s', (engine) => {
  let suite: TestApp;
  let ownerToken: string;
  let otherToken: string;
  let profileId: number;

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    opts: {
      token?: string;
      headers?: Record<string, string>;
      body?: unknown;
      schema?: string;
    } = {},
  ) => {
    const schema = opts.schema ?? 'pgpersonnel';
    const headers: Record<string, string> = {
      [method === 'GET' ? 'accept-profile' : 'content-profile']: schema,
      ...opts.headers,
    };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await suite.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: res.body,
      json: res.body ? (JSON.parse(res.body) as unknown) : undefined,
    };
  };
  const enc = encodeURIComponent;

  beforeAll(async () => {
    suite = await createTestApp(engine, secret);
    await suite.t.db.query(
      "insert into auth.users (id, email, username) values ($1, 'owner@example.test', 'owner1'), ($2, 'other@example.test', 'other1')",
      [owner, other],
    );
    await seed({ db: suite.t.db, random: mulberry32(1) });
    const [row] = await suite.t.db.query<{ id: number }>(
      'select min(id) as id from pgpersonnel.profile where personnel_type_id = 1 and is_published and user_id is null',
    );
    profileId = row?.id ?? 0;
    await suite.t.db.query('update pgpersonnel.profile set user_id = $1 where id = $2', [
      owner,
      profileId,
    ]);
    const sign = (sub: string) => sessionTokenFor(suite.t.db, secret, sub, ['personnel']);
    ownerToken = await sign(owner);
    otherToken = await sign(other);
  });
  afterAll(() => suite?.close());

  it('GET /profile lists published profiles', async () => {
    const r = await call(
      'GET',
      `/api/profile?select=${enc(personnelProfileSelect)}&order=id&limit=5`,
    );
    expect(r.status, r.body).toBe(200);
    const rows = r.json as Json[];
    expect(rows).toHaveLength(5);
    expect(
      rows.every((p) => p.is_published === true && typeof (p.type as Json).name === 'string'),
    ).toBe(true);
  });

  it('GET /profile?personnel_type_id=eq.{typeId} and ?primary_specialization_id=eq.{id}', async () => {
    const byType = await call(
      'GET',
      '/api/profile?personnel_type_id=eq.2&select=id,personnel_type_id',
    );
    expect(byType.status, byType.body).toBe(200);
    expect((byType.json as Json[]).length).toBeGreaterThan(0);
    expect((byType.json as Json[]).every((p) => p.personnel_type_id === 2)).toBe(true);

    const bySpec = await call(
      'GET',
      '/api/profile?primary_specialization_id=eq.2&select=id,primary_specialization_id',
      {
        headers: { prefer: 'count=exact' },
      },
    );
    expect(bySpec.status, bySpec.body).toBe(200);
    const [n] = await suite.t.db.query<{ n: number }>(
      'select count(*)::int as n from pgpersonnel.profile where primary_specialization_id = 2 and is_published',
    );
    expect(bySpec.headers['content-range']).toMatch(new RegExp(`/${n?.n}$`));
  });

  it('GET /profile?id=eq.{id} with the full-profile select, as one object', async () => {
    const r = await call(
      'GET',
      `/api/profile?id=eq.${profileId}&select=${enc(personnelFullProfileSelect)}`,
      {
        headers: { accept: 'application/vnd.pgrst.object+json' },
      },
    );
    expect(r.status, r.body).toBe(200);
    const p = r.json as Json;
    expect(p.id).toBe(profileId);
    expect((p.type as Json).name).toBe('Doctor');
    const specs = p.specializations as Json[];
    expect(specs.length).toBeGreaterThan(0);
    expect(((specs[0]?.specialization as Json).department as Json).name).toEqual(
      expect.any(String),
    );
    const services = p.services as Json[];
    expect((services[0]?.info as Json).name).toEqual(expect.any(String));
    for (const key of [
      'certifications',
      'education',
      'work_experience',
      'awards',
      'publications',
      'contact_assignments',
      'address_assignments',
      'ask_personnel',
      'kyp',
      'reviews',
    ]) {
      expect(Array.isArray(p[key]), key).toBe(true);
    }
    expect((p.education as Json[]).length).toBeGreaterThan(0);
    const slots = p.time_slots as Json[];
    expect((slots[0]?.slot as Json).timezone).toBe('Asia/Kolkata');
    // The shared contract the web app validates with accepts the response as delivered.
    const parsed = personnelFullProfileSchema.safeParse(camelize(p));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('GET /profile?user_id=eq.{userId} finds the owner’s profile; unknown ids give an empty list', async () => {
    const r = await call(
      'GET',
      `/api/profile?user_id=eq.${owner}&select=${enc(personnelFullProfileSelect)}&limit=1`,
      { token: ownerToken },
    );
    expect(r.status, r.body).toBe(200);
    expect((r.json as Json[]).map((p) => p.id)).toEqual([profileId]);
    const none = await call('GET', `/api/profile?user_id=eq.${other}&limit=1`);
    expect(none.json).toEqual([]);
  });

  it('PATCH /profile?id=eq.{id}: the owner may, another user changes nothing, anon is refused', async () => {
    const own = await call('PATCH', `/api/profile?id=eq.${profileId}`, {
      token: ownerToken,
      headers: { prefer: 'return=representation' },
      body: { fee: 650 },
    });
    expect(own.status, own.body).toBe(200);
    expect((own.json as Json[])[0]?.fee).toBe(650);

    const foreign = await call('PATCH', `/api/profile?id=eq.${profileId}`, {
      token: otherToken,
      headers: { prefer: 'return=representation' },
      body: { fee: 1 },
    });
    expect(foreign.json).toEqual([]);

    const anon = await call('PATCH', `/api/profile?id=eq.${profileId}`, { body: { fee: 1 } });
    expect(anon.status).toBe(401);
  });

  it('POST /profile creates the caller’s own profile; DELETE removes it', async () => {
    const created = await call('POST', '/api/profile', {
      token: otherToken,
      headers: { prefer: 'return=representation' },
      body: {
        user_id: other,
        personnel_type_id: 3,
        name: 'Test Physio',
        gender: 'Female',
        city: 'Pune',
        fee: 500,
      },
    });
    expect(created.status, created.body).toBe(201);
    const id = (created.json as Json[])[0]?.id as number;
    const forged = await call('POST', '/api/profile', {
      token: otherToken,
      body: { user_id: owner, personnel_type_id: 3, name: 'Forged' },
    });
    expect(forged.status).toBe(403);
    const removed = await call('DELETE', `/api/profile?id=eq.${id}`, {
      token: otherToken,
      headers: { prefer: 'return=representation' },
    });
    expect((removed.json as Json[]).map((p) => p.id)).toEqual([id]);
  });

  it('GET /doctor_directory filters and POST /rpc/search_doctors searches', async () => {
    const list = await call(
      'GET',
      `/api/${DOCTOR_DIRECTORY}?city=eq.Mumbai&languages_spoken=cs.${enc('{Marathi}')}&order=fee.asc&limit=5`,
    );
    expect(list.status, list.body).toBe(200);
    const rows = list.json as Json[];
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (d) => d.city === 'Mumbai' && (d.languages_spoken as string[]).includes('Marathi'),
      ),
    ).toBe(true);

    const search = await call('POST', `/api/rpc/${SEARCH_DOCTORS_RPC}`, {
      body: { q: 'cardio', city: 'Delhi', sort: 'fee', page_limit: 5 },
    });
    expect(search.status, search.body).toBe(200);
    const result = search.json as { total: number; items: Json[] };
    expect(result.total).toBeGreaterThan(0);
    const parsed = doctorSearchResultSchema.safeParse(camelize(result));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(result.items.every((d) => d.city === 'Delhi')).toBe(true);

    const viaGet = await call(
      'GET',
      `/api/rpc/${SEARCH_DOCTORS_RPC}?specialization=dermatologist&page_limit=3`,
    );
    expect(viaGet.status, viaGet.body).toBe(200);
    expect((viaGet.json as { items: Json[] }).items).toHaveLength(3);
  });

  it('serves hospitals with rooms and amenities, and blogs, to anyone', async () => {
    const h = await call('GET', `/api/hospitals?id=eq.1&select=${enc(hospitalDetailSelect)}`, {
      schema: 'pgvendor',
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(h.status, h.body).toBe(200);
    const hospital = h.json as Json;
    expect((hospital.rooms as Json[]).length).toBeGreaterThan(0);
    expect(((hospital.amenities as Json[])[0]?.amenity as Json).name).toEqual(expect.any(String));
    expect(hospitalDetailSchema.safeParse(camelize(hospital)).error?.issues ?? []).toEqual([]);

    const b = await call(
      'GET',
      `/api/blogs?select=${blogListSelect}&order=published_at.desc&limit=3`,
      { schema: 'pgcontent' },
    );
    expect(b.status, b.body).toBe(200);
    expect(b.json as Json[]).toHaveLength(3);
  });
});
