import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../db/database.ts';
import { createMembersTestApp, type MembersTestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { accessTokenFor, createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-one-default-0123456789abcdef';
type Row = Record<string, unknown>;

/** Migration 0242: one default shipping/billing address and one primary contact per type. */
describe.each(testEngines)('one default address and primary contact on %s', (engine) => {
  let suite: MembersTestApp;

  const call = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    as: TestUser,
    body?: unknown,
  ) => {
    const token = await accessTokenFor(secret, as);
    const res = await suite.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        [method === 'GET' ? 'accept-profile' : 'content-profile']: 'pgusers',
        prefer: 'return=representation',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: res.statusCode, rows: (res.body ? JSON.parse(res.body) : []) as Row[] };
  };
  const address = (line: string, extra: Row = {}) => ({
    address_line1: line,
    city: 'Pune',
    state: 'Maharashtra',
    postal_code: '411001',
    ...extra,
  });
  const flags = async (as: TestUser) =>
    (
      await call(
        'GET',
        '/api/addresses?select=address_line1,is_default_shipping,is_default_billing&order=id',
        as,
      )
    ).rows;

  beforeAll(async () => {
    suite = await createMembersTestApp(engine, secret);
  });
  afterAll(() => suite?.close());

  it('a new default shipping or billing address unsets the previous one in the same request', async () => {
    const home = await call(
      'POST',
      '/api/addresses',
      suite.memberA,
      address('Home', { is_default_shipping: true, is_default_billing: true }),
    );
    expect(home.status).toBe(201);
    const office = await call(
      'POST',
      '/api/addresses',
      suite.memberA,
      address('Office', { is_default_shipping: true }),
    );
    expect(office.status).toBe(201);
    expect(await flags(suite.memberA)).toEqual([
      { address_line1: 'Home', is_default_shipping: false, is_default_billing: true },
      { address_line1: 'Office', is_default_shipping: true, is_default_billing: false },
    ]);
    const homeId = home.rows[0]!.id as number;
    const moved = await call('PATCH', `/api/addresses?id=eq.${homeId}`, suite.memberA, {
      is_default_shipping: true,
    });
    expect(moved.status).toBe(200);
    expect(await flags(suite.memberA)).toEqual([
      { address_line1: 'Home', is_default_shipping: true, is_default_billing: true },
      { address_line1: 'Office', is_default_shipping: false, is_default_billing: false },
    ]);

    // Another member's default leaves A's alone, and B cannot set A's rows.
    const b = await call(
      'POST',
      '/api/addresses',
      suite.memberB,
      address('B home', { is_default_shipping: true }),
    );
    expect(b.status).toBe(201);
    const officeId = office.rows[0]!.id as number;
    const takeover = await call('PATCH', `/api/addresses?id=eq.${officeId}`, suite.memberB, {
      is_default_shipping: true,
    });
    expect(takeover.rows).toEqual([]);
    expect((await flags(suite.memberA))[0]).toMatchObject({
      address_line1: 'Home',
      is_default_shipping: true,
    });
    expect(await flags(suite.memberB)).toEqual([
      { address_line1: 'B home', is_default_shipping: true, is_default_billing: false },
    ]);
  });

  it('a new primary contact unsets the previous primary of its type only', async () => {
    const phone1 = await call('POST', '/api/contacts', suite.memberA, {
      contact_type: 'phone',
      value: '+91 98450 00001',
      is_primary: true,
    });
    const email = await call('POST', '/api/contacts', suite.memberA, {
      contact_type: 'email',
      value: 'a@example.in',
      is_primary: true,
    });
    const phone2 = await call('POST', '/api/contacts', suite.memberA, {
      contact_type: 'phone',
      value: '+91 98450 00002',
      is_primary: true,
    });
    expect([phone1.status, email.status, phone2.status]).toEqual([201, 201, 201]);
    const contacts = await call(
      'GET',
      '/api/contacts?select=value,is_primary&order=id',
      suite.memberA,
    );
    expect(contacts.rows).toEqual([
      { value: '+91 98450 00001', is_primary: false },
      { value: 'a@example.in', is_primary: true },
      { value: '+91 98450 00002', is_primary: true },
    ]);
  });

  it.runIf(engine === 'postgres')(
    'two concurrent updates both succeed and leave exactly one default',
    async () => {
      const member = await createTestUser(suite.t.db);
      const ids: number[] = [];
      for (const line of ['One', 'Two', 'Three']) {
        const res = await call(
          'POST',
          '/api/addresses',
          member,
          address(line, { is_default_billing: line === 'One' }),
        );
        ids.push(res.rows[0]!.id as number);
      }
      const ctx: RequestContext = {
        role: 'authenticated',
        claims: JSON.stringify({ sub: member.id, role: 'authenticated', sid: member.sessionId }),
        readOnly: false,
        statementTimeoutMs: 10_000,
      };
      // The first holds its transaction open after its update; the second runs meanwhile.
      let firstDone = false;
      const first = suite.t.db.asRequest(ctx, async (tx) => {
        await tx.query('update pgusers.addresses set is_default_billing = true where id = $1', [
          ids[1],
        ]);
        await tx.query('select pg_sleep(0.5)');
        firstDone = true;
      });
      await new Promise((r) => setTimeout(r, 100));
      const second = suite.t.db.asRequest(ctx, async (tx) => {
        await tx.query('update pgusers.addresses set is_default_billing = true where id = $1', [
          ids[2],
        ]);
        return firstDone; // the second's update waited for the first to commit
      });
      const [, secondWaited] = await Promise.all([first, second]);
      expect(secondWaited).toBe(true);
      const rows = await suite.t.db.query<{ id: number }>(
        'select id from pgusers.addresses where user_id = $1 and is_default_billing',
        [member.id],
      );
      expect(rows).toEqual([{ id: ids[2] }]);
    },
  );
});
