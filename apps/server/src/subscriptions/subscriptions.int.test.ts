import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed as seedStore } from '../../db/seed/70_store.ts';
import type { Queryable } from '../db/database.ts';
import { dataApiCaller } from '../test/data-api-caller.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { asUser, createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-the-subscriptions-0123456789abcdef';
type Json = Record<string, unknown>;
type Row = Record<string, unknown>;

/** A date of birth `years` years (and a few days) ago. */
const born = (years: number, days = 10) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

describe.each(testEngines)('subscriptions, members and cases (issue #14) on %s', (engine) => {
  let suite: TestApp;
  let holder: TestUser; // member A
  let other: TestUser; // member B, unrelated
  let family: TestUser; // A's secondary member (own account)
  let manager: TestUser; // the subscription's case manager (personnel)
  let serving: TestUser; // personnel serving one service of the minor's case
  let unrelated: TestUser; // personnel with nothing to do with A
  let admin: TestUser;
  let managerProfile: number;
  let servingProfile: number;
  let subId: string;
  let minorCrn: string;
  let primaryCrn: string;
  let familyCrn: string;

  const q = <T extends Row>(u: TestUser | null, sql: string, params: unknown[] = []) =>
    asUser(suite.t.db, u, (tx: Queryable) => tx.query<T>(sql, params));
  const one = async <T extends Row>(u: TestUser | null, sql: string, params: unknown[] = []) =>
    (await q<T>(u, sql, params))[0]!;
  const lineId = async (key: string, name: string) =>
    (
      await suite.t.db.query<{ id: number }>(
        `select l.id from pgsubs.subscription_services l join pgsubs.subscriptions s on s.id = l.subscription_id
          where s.key = $1 and l.name = $2`,
        [key, name],
      )
    )[0]!.id;
  /** A new Complete Health Foresight plan of the user, with a case manager (profile id) or not; its id. */
  const foresightPlan = async (user: TestUser, caseManager: number | null = null) =>
    (
      await suite.t.db.query<{ id: string }>(
        `insert into pgsubs.user_subscription (user_id, subscription_id, case_manager_id)
         select $1, id, $2 from pgsubs.subscriptions where key = 'complete-health-foresight' returning id`,
        [user.id, caseManager],
      )
    )[0]!.id;
  /** The same with one place for a member. */
  const onePlacePlan = async (user: TestUser) => {
    const id = await foresightPlan(user);
    await suite.t.db.query(
      'update pgsubs.user_subscription set member_permitted = 1 where id = $1',
      [id],
    );
    return id;
  };
  const addMember = (u: TestUser, body: Json) =>
    one(
      u,
      `select * from pgsubs.add_subscription_member(
         user_subscription_id => $1, subscriber_type => $2, relation => $3, first_name => $4,
         last_name => $5, date_of_birth => $6, username => $7)`,
      [
        body.id ?? subId,
        body.type,
        body.relation,
        body.first ?? null,
        body.last ?? null,
        body.dob ?? null,
        body.username ?? null,
      ],
    );

  const acceptInvitation = (member: Row) =>
    one(family, `select * from pgsubs.respond_to_invitation(member_id => $1, accept => true)`, [
      member.id,
    ]);

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    as: TestUser | null,
    profile: string,
    body?: unknown,
  ) => dataApiCaller(() => suite.app, secret, profile)(method, url, as, body);

  beforeAll(async () => {
    suite = await createTestApp(engine, secret);
    holder = await createTestUser(suite.t.db);
    other = await createTestUser(suite.t.db);
    family = await createTestUser(suite.t.db);
    manager = await createTestUser(suite.t.db, { appRoles: ['personnel'] });
    serving = await createTestUser(suite.t.db, { appRoles: ['personnel'] });
    unrelated = await createTestUser(suite.t.db, { appRoles: ['personnel'] });
    admin = await createTestUser(suite.t.db, { appRoles: ['admin'] });
    await suite.t.db.query(
      `update pgusers.profile set first_name = 'Asha', last_name = 'Rao', date_of_birth = $2 where id = $1`,
      [holder.id, born(40)],
    );
    await suite.t.db.query(
      `update pgusers.profile set first_name = 'Vikram', last_name = 'Rao', date_of_birth = $2 where id = $1`,
      [family.id, born(42)],
    );
    const mk = async (u: TestUser, name: string) =>
      (
        await suite.t.db.query<{ id: number }>(
          `insert into pgpersonnel.profile (user_id, personnel_type_id, name) values ($1, 1, $2) returning id`,
          [u.id, name],
        )
      )[0]!.id;
    managerProfile = await mk(manager, 'Dr Meera Iyer');
    servingProfile = await mk(serving, 'Nurse Sunil Das');
    await mk(unrelated, 'Dr Unrelated');
  }, 120_000);
  afterAll(() => suite?.close());

  it('plans carry their service lines, validity and add-ons; anyone reads, only admins write', async () => {
    const plans = await call(
      'GET',
      '/api/subscriptions?select=key,validity_value,validity_unit,members_permitted,subscription_services(name,quantity,quantity_unit,allotment,price_paise,is_add_on)&order=key',
      null,
      'pgsubs',
    );
    expect(plans.status).toBe(200);
    const chf = (plans.json as unknown as Json[]).find(
      (p) => p.key === 'complete-health-foresight',
    )!;
    expect(chf).toMatchObject({ validity_value: 1, validity_unit: 'years', members_permitted: 3 });
    const lines = chf.subscription_services as Json[];
    expect(lines).toContainEqual({
      name: 'Doctor consultations',
      quantity: 6,
      quantity_unit: 'visits',
      allotment: 'per_subscriber',
      price_paise: 50000,
      is_add_on: false,
    });
    expect(lines.some((l) => l.is_add_on === true)).toBe(true);
    expect(new Set(lines.map((l) => l.quantity_unit))).toEqual(
      new Set(['none', 'visits', 'hours', 'days', 'up to']),
    );
    const write = await call('POST', '/api/subscription_services', holder, 'pgsubs', {
      subscription_id: 1,
      name: 'Free everything',
      quantity_unit: 'none',
    });
    expect(write.status).toBe(403);
  });

  it('an admin grants a plan with a case manager; a member cannot grant themselves one', async () => {
    const self = await call('POST', '/api/rpc/grant_subscription', holder, 'pgsubs', {
      user_id: holder.id,
      subscription_key: 'complete-health-foresight',
    });
    expect(self.status).toBe(403);
    expect(self.json.message).toBe('Only an admin can grant a subscription.');
    const granted = await call('POST', '/api/rpc/grant_subscription', admin, 'pgsubs', {
      user_id: holder.id,
      subscription_key: 'complete-health-foresight',
      case_manager_id: managerProfile,
    });
    expect(granted.status).toBe(200);
    subId = String(granted.json.id);
    expect(granted.json).toMatchObject({
      member_permitted: 3,
      member_added: 0,
      case_manager_id: managerProfile,
    });
    const days =
      (Date.parse(String(granted.json.valid_until)) - Date.parse(String(granted.json.valid_from))) /
      86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    const members = await q<{ subscriber_type: string; first_name: string; crn: string }>(
      holder,
      'select subscriber_type, first_name, crn from pgsubs.subscription_members where user_subscription_id = $1',
      [subId],
    );
    expect(members).toMatchObject([{ subscriber_type: 'primary', first_name: 'Asha' }]);
    primaryCrn = members[0]!.crn;
    const usage = await q<{ name: string; quantity_remaining: number; member: boolean }>(
      holder,
      `select l.name, u.quantity_remaining, u.member_id is not null as member
         from pgsubs.subscription_usage u join pgsubs.subscription_services l on l.id = u.subscription_service_id
        where u.user_subscription_id = $1 order by l.position`,
      [subId],
    );
    expect(usage).toEqual([
      { name: 'Doctor consultations', quantity_remaining: 6, member: true },
      { name: 'Home nursing', quantity_remaining: 24, member: false },
      { name: 'Annual health check', quantity_remaining: 1, member: true },
      { name: 'Physiotherapy sessions', quantity_remaining: 10, member: false },
      { name: 'Hospital stay assistance', quantity_remaining: 7, member: false },
      { name: 'Lab tests at home', quantity_remaining: 4, member: false },
    ]);
    const check = await call('POST', '/api/rpc/check_subscription', holder, 'pgsubs', {});
    expect(check.json).toMatchObject({
      other_activated_subscription: 'complete-health-foresight',
      other_activated_subscription_name: 'Complete Health Foresight',
    });
    // The case manager reads the subscription; another member and unrelated personnel do not.
    expect(
      await q(manager, 'select id from pgsubs.user_subscription where id = $1', [subId]),
    ).toHaveLength(1);
    for (const u of [other, unrelated, family]) {
      expect(
        await q(u, 'select id from pgsubs.user_subscription where id = $1', [subId]),
      ).toHaveLength(0);
      expect(
        await q(u, 'select id from pgsubs.subscription_usage where user_subscription_id = $1', [
          subId,
        ]),
      ).toHaveLength(0);
    }
  });

  it('past grants: admins list them newest first, by member, a bounded page; nobody else reads them', async () => {
    const list = (u: TestUser | null, body: Json) =>
      call('POST', '/api/rpc/list_plan_grants', u, 'pgsubs', body);
    const seen = await list(admin, {});
    expect(seen.status).toBe(200);
    // The grant above, with its member, plan, case manager and the admin who granted it.
    expect(seen.json[0]).toMatchObject({
      id: subId,
      user_id: holder.id,
      username: holder.username,
      member_name: 'Asha Rao',
      plan_name: 'Complete Health Foresight',
      case_manager: 'Dr Meera Iyer',
    });
    expect(seen.json[0]!.granted_by_name).toEqual(expect.any(String));
    // A second grant comes first; the search by member finds one member's grants only.
    const grantee = await createTestUser(suite.t.db);
    const again = await call('POST', '/api/rpc/grant_subscription', admin, 'pgsubs', {
      user_id: grantee.id,
      subscription_key: 'medilocker',
    });
    expect(again.status).toBe(200);
    const newest = await list(admin, { max_rows: 1 });
    expect(newest.json.map((r) => r.id)).toEqual([again.json.id]);
    const next = await list(admin, { max_rows: 1, row_offset: 1 });
    expect(next.json.map((r) => r.id)).toEqual([subId]);
    const byName = await list(admin, { member: 'asha RAO' });
    expect(byName.json.map((r) => r.id)).toEqual([subId]);
    const byUsername = await list(admin, { member: grantee.username });
    expect(byUsername.json.map((r) => r.id)).toEqual([again.json.id]);
    expect((await list(admin, { member: '%_' })).json.length).toBeGreaterThanOrEqual(2);
    expect((await list(admin, { member: 'nobody-like-this' })).json).toEqual([]);
    // The server bounds the page.
    const tooMany = await list(admin, { max_rows: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe('row_offset is 0 to 10000; max_rows is 1 to 50.');
    expect((await list(admin, { row_offset: 10_001 })).status).toBe(400);
    // Members, the granted member and personnel are refused; so is anyone signed out.
    for (const u of [holder, grantee, other, manager]) {
      const refused = await list(u, {});
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe('Only an admin can list plan grants.');
    }
    expect((await list(null, {})).status).toBe(401);
  });

  it('a paid plan order makes a subscription valid from the payment for the plan’s validity', async () => {
    await seedStore({ db: suite.t.db } as Parameters<typeof seedStore>[0]);
    const buyer = await createTestUser(suite.t.db);
    const [o] = await suite.t.db.query<{ id: string }>(
      `insert into pgstore.orders (user_id, idempotency_key, status, subtotal_paise, tax_paise, shipping_paise,
         total_price_paise, billing_email, billing_first_name, billing_last_name, billing_address,
         billing_city, billing_state, billing_zip, paid_at)
       values ($1, gen_random_uuid(), 'paid', 199900, 0, 0, 199900, 'b@example.test', 'Bina', 'Shah',
         '1 Park St', 'Kolkata', 'West Bengal', '700016', now()) returning id`,
      [buyer.id],
    );
    await suite.t.db.query(
      `insert into pgstore.order_items (order_id, product_id, slug, title, category, unit_price_paise,
         quantity, line_total_paise, gst_rate, hsn_sac)
       select $1, p.id, p.slug, p.title, p.category, 199900, 1, 199900, 18, '999319'
         from pgstore.products p where p.subscription_key = 'complete-health-foresight'`,
      [o!.id],
    );
    await suite.t.db.query('select pgstore_private.on_order_paid($1)', [o!.id]);
    const [s] = await q<{ order_id: string; months: number; case_manager_id: number | null }>(
      buyer,
      `select order_id, (extract(year from age(valid_until, valid_from)) * 12
          + extract(month from age(valid_until, valid_from)))::int as months, case_manager_id
         from pgsubs.user_subscription`,
    );
    expect(s).toMatchObject({ order_id: o!.id, months: 12 });
  });

  it('members: the spec’s age and name rules, and no more than the plan permits', async () => {
    const ria = { type: 'minor', relation: 'child', first: 'Ria', last: 'Rao', dob: born(8) };
    const kamala = { type: 'managed', relation: 'parent', first: 'Kamala', last: 'Rao' };
    const nobody = { type: 'secondary', relation: 'spouse', username: 'nobody-here' };
    for (const [as, body, refusal] of [
      [holder, { ...ria, dob: born(18) }, 'A minor member must be under 18 years old'],
      [holder, { ...kamala, dob: born(17) }, 'Age must be at least 18 years old'],
      [holder, { ...ria, first: 'R'.repeat(26) }, /first_name/],
      [other, ria, /row-level security/],
      [holder, nobody, 'No member with that username.'],
    ] as const) {
      await expect(addMember(as, body)).rejects.toThrow(refusal);
    }
    const minor = await addMember(holder, ria);
    minorCrn = String(minor.crn);
    const secondary = await addMember(holder, {
      type: 'secondary',
      relation: 'spouse',
      username: family.username,
    });
    expect(secondary).toMatchObject({
      first_name: 'Vikram',
      user_id: family.id,
      status: 'pending',
    });
    familyCrn = String(secondary.crn);
    await acceptInvitation(secondary);
    // Over HTTP: the third place, then the fourth is refused with the database's message.
    const third = await call('POST', '/api/rpc/add_subscription_member', holder, 'pgsubs', {
      user_subscription_id: subId,
      subscriber_type: 'managed',
      relation: 'parent',
      first_name: 'Kamala',
      last_name: 'Rao',
      date_of_birth: born(70),
    });
    expect(third.status).toBe(200);
    const fourth = await call('POST', '/api/rpc/add_subscription_member', holder, 'pgsubs', {
      user_subscription_id: subId,
      subscriber_type: 'minor',
      relation: 'child',
      first_name: 'Dev',
      last_name: 'Rao',
      date_of_birth: born(3),
    });
    expect(fourth.status).toBe(409);
    expect(fourth.json.message).toBe('This plan has no place left for another member.');
    const [us] = await suite.t.db.query<{ member_added: number }>(
      'select member_added from pgsubs.user_subscription where id = $1',
      [subId],
    );
    expect(us!.member_added).toBe(3);
    // A member cannot give themselves more places.
    await expect(
      q(holder, 'update pgsubs.user_subscription set member_added = 0 where id = $1', [subId]),
    ).resolves.toHaveLength(0);
    // Removing the managed member frees the place.
    await q(holder, 'delete from pgsubs.subscription_members where id = $1', [third.json.id]);
    const [after] = await suite.t.db.query<{ member_added: number }>(
      'select member_added from pgsubs.user_subscription where id = $1',
      [subId],
    );
    expect(after!.member_added).toBe(2);
    // The secondary member sees their own row only, not the minor.
    const seen = await q<{ crn: string }>(family, 'select crn from pgsubs.subscription_members');
    expect(seen.map((r) => r.crn)).toEqual([familyCrn]);
    expect(await q(other, 'select id from pgsubs.subscription_members')).toHaveLength(0);
  });

  it('a secondary member is invited: nothing is theirs until they accept, from their side', async () => {
    const invitee = await createTestUser(suite.t.db);
    await suite.t.db.query(
      `update pgusers.profile set first_name = 'Nila', last_name = 'Menon', date_of_birth = $2 where id = $1`,
      [invitee.id, born(30)],
    );
    const planId = await foresightPlan(admin);
    const invited = await call('POST', '/api/rpc/add_subscription_member', admin, 'pgsubs', {
      user_subscription_id: planId,
      subscriber_type: 'secondary',
      relation: 'sibling',
      username: invitee.username,
    });
    expect(invited.status).toBe(200);
    expect(invited.json).toMatchObject({ status: 'pending', user_id: invitee.id });
    const memberId = String(invited.json.id);
    // The pending place counts: member_added took it now.
    const [placed] = await suite.t.db.query<{ member_added: number }>(
      'select member_added from pgsubs.user_subscription where id = $1',
      [planId],
    );
    expect(placed!.member_added).toBe(1);
    // The invitee is told, and sees the invitation (plan name, who invited) but not the plan.
    const [note] = await q<{ title: string; body: string; link: string }>(
      invitee,
      'select title, body, link from pgusers.notifications order by id desc limit 1',
    );
    expect(note).toMatchObject({
      title: 'Invitation to a care plan',
      // The link names the invitation: the notification list answers it in place.
      link: `/${invitee.username}/edit/subscriptions?invitation=${memberId}`,
    });
    expect(note!.body).toContain('Complete Health Foresight');
    const list = await call('POST', '/api/rpc/list_my_memberships', invitee, 'pgsubs', {});
    expect(list.json).toEqual([
      expect.objectContaining({
        member_id: memberId,
        status: 'pending',
        plan_name: 'Complete Health Foresight',
        relation: 'sibling',
      }),
    ]);
    expect(await call('POST', '/api/rpc/list_my_memberships', other, 'pgsubs', {})).toMatchObject({
      json: [],
    });
    expect(
      await q(invitee, 'select id from pgsubs.user_subscription where id = $1', [planId]),
    ).toHaveLength(0);
    expect(
      (await call('POST', '/api/rpc/check_subscription', invitee, 'pgsubs', {})).json,
    ).toMatchObject({
      other_activated_subscription: null,
      other_activated_subscription_name: null,
    });
    // Pending: no case can be opened for them, not even by the case manager or themselves.
    const [crn] = await suite.t.db.query<{ crn: string }>(
      'select crn from pgsubs.subscription_members where id = $1',
      [memberId],
    );
    await expect(
      q(
        invitee,
        `insert into pgathcare."case" (user_subscription_id, subscriber_crn, treatment_for) values ($1, $2, 'Back pain')`,
        [planId, crn!.crn],
      ),
    ).rejects.toThrow(/row-level security|not on that subscription/);
    // Nobody else answers for them: not another member, not the holder.
    for (const u of [other, admin]) {
      const answer = await call('POST', '/api/rpc/respond_to_invitation', u, 'pgsubs', {
        member_id: memberId,
        accept: true,
      });
      expect(answer.status).toBe(404);
    }
    // A request cannot accept by writing anything but the status, nor move someone else's row.
    await expect(
      q(invitee, `update pgsubs.subscription_members set first_name = 'X' where id = $1`, [
        memberId,
      ]),
    ).rejects.toThrow(/permission denied/);
    const accepted = await call('POST', '/api/rpc/respond_to_invitation', invitee, 'pgsubs', {
      member_id: memberId,
      accept: true,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'accepted' });
    expect(accepted.json.responded_at).toBeTruthy();
    // Now the plan is theirs to use, by name.
    expect(
      (await call('POST', '/api/rpc/check_subscription', invitee, 'pgsubs', {})).json,
    ).toMatchObject({
      other_activated_subscription: 'complete-health-foresight',
      other_activated_subscription_name: 'Complete Health Foresight',
    });
    expect(
      await q(invitee, 'select id from pgsubs.user_subscription where id = $1', [planId]),
    ).toHaveLength(1);
    const [told] = await q<{ title: string }>(
      admin,
      'select title from pgusers.notifications order by id desc limit 1',
    );
    expect(told!.title).toBe('Invitation accepted');
    // An accepted membership is not answered again.
    expect(
      (
        await call('POST', '/api/rpc/respond_to_invitation', invitee, 'pgsubs', {
          member_id: memberId,
          accept: false,
        })
      ).status,
    ).toBe(404);
  });

  it('declining frees the place; two invitations for the last place: exactly one is made', async () => {
    const owner = await createTestUser(suite.t.db);
    const [a, b] = [await createTestUser(suite.t.db), await createTestUser(suite.t.db)];
    for (const u of [owner, a, b])
      await suite.t.db.query('update pgusers.profile set date_of_birth = $2 where id = $1', [
        u.id,
        born(35),
      ]);
    const planId = await onePlacePlan(owner);
    const invite = (u: TestUser) =>
      addMember(owner, { id: planId, type: 'secondary', relation: 'other', username: u.username });
    const results = await Promise.allSettled([invite(a), invite(b)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason)).toContain('This plan has no place left for another member.');
    const won = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<Row>)
      .value;
    const winner = won.user_id === a.id ? a : b;
    const loser = winner === a ? b : a;
    // The other cannot decline it for them.
    const wrong = await call('POST', '/api/rpc/respond_to_invitation', loser, 'pgsubs', {
      member_id: won.id,
      accept: false,
    });
    expect(wrong.status).toBe(404);
    const declined = await call('POST', '/api/rpc/respond_to_invitation', winner, 'pgsubs', {
      member_id: won.id,
      accept: false,
    });
    expect(declined.status).toBe(200);
    const [row] = await suite.t.db.query<{ member_added: number }>(
      'select member_added from pgsubs.user_subscription where id = $1',
      [planId],
    );
    expect(row!.member_added).toBe(0);
    const [told] = await q<{ title: string }>(
      owner,
      'select title from pgusers.notifications order by id desc limit 1',
    );
    expect(told!.title).toBe('Invitation declined');
    // The freed place takes the other invitation.
    await expect(invite(loser)).resolves.toMatchObject({ status: 'pending' });
  });

  it('two adds for the last place at once: exactly one wins', async () => {
    const planId = await onePlacePlan(other);
    const add = (name: string) =>
      addMember(other, {
        id: planId,
        type: 'minor',
        relation: 'child',
        first: name,
        last: 'Roy',
        dob: born(5),
      });
    // PGlite runs one statement at a time, so there the two run one after the other.
    const results = await Promise.allSettled([add('Anu'), add('Bela')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason)).toContain('This plan has no place left for another member.');
    const [row] = await suite.t.db.query<{ member_added: number; n: number }>(
      `select member_added, (select count(*)::int from pgsubs.subscription_members m
         where m.user_subscription_id = us.id and m.subscriber_type <> 'primary') as n
         from pgsubs.user_subscription us where id = $1`,
      [planId],
    );
    expect(row).toEqual({ member_added: 1, n: 1 });
  });

  describe('cases', () => {
    let primaryCase: string;
    let minorCase: string;
    let familyCase: string;
    let consultLine: number;
    let minorService: number;
    let booking: number;
    let consultation: number;

    it('are opened by the member, the holder for a minor, or the case manager; nobody else', async () => {
      await expect(
        q(
          other,
          `insert into pgathcare."case" (user_subscription_id, subscriber_crn, treatment_for) values ($1, $2, 'x')`,
          [subId, primaryCrn],
        ),
      ).rejects.toThrow(/row-level security/);
      await expect(
        q(
          holder,
          `insert into pgathcare."case" (user_subscription_id, subscriber_crn, treatment_for) values ($1, $2, 'x')`,
          [subId, familyCrn],
        ),
      ).rejects.toThrow(/row-level security/);
      const open = async (u: TestUser, crn: string, what: string) =>
        String(
          (
            await one(
              u,
              `insert into pgathcare."case" (user_subscription_id, subscriber_crn, treatment_for, tags)
               values ($1, $2, $3, $4) returning id`,
              [subId, crn, what, ['follow-up']],
            )
          ).id,
        );
      primaryCase = await open(manager, primaryCrn, 'Type 2 diabetes');
      minorCase = await open(holder, minorCrn, 'Asthma');
      familyCase = await open(family, familyCrn, 'Knee pain');
      const http = await call(
        'GET',
        `/api/case?subscriber_crn=eq.${minorCrn}&select=id,treatment_for`,
        holder,
        'pgathcare',
      );
      expect(http.json).toEqual([{ id: minorCase, treatment_for: 'Asthma' }]);
      expect(
        (await call('GET', `/api/case?subscriber_crn=eq.${minorCrn}`, other, 'pgathcare')).json,
      ).toEqual([]);
    });

    it('summaries: §5 bounds, and the author type comes from who writes', async () => {
      const write = (u: TestUser, caseId: string, title: string, brief = '') =>
        one(
          u,
          `insert into pgathcare.case_summaries (case_id, title, brief, author_type) values ($1, $2, $3, 'Case Manager')
           returning author_type`,
          [caseId, title, brief],
        );
      expect(await write(manager, primaryCase, 'Started metformin')).toEqual({
        author_type: 'Case Manager',
      });
      expect(await write(holder, primaryCase, 'Feeling better')).toEqual({
        author_type: 'Subscriber',
      });
      expect(await write(holder, minorCase, 'Inhaler twice a day')).toEqual({
        author_type: 'User',
      });
      await expect(write(manager, primaryCase, 'x'.repeat(251))).rejects.toThrow(/title/);
      await expect(write(manager, primaryCase, 'ok', 'x'.repeat(1501))).rejects.toThrow(/brief/);
      await expect(write(other, primaryCase, 'spam')).rejects.toThrow(/row-level security/);
      const http = await call('POST', '/api/case_summaries', manager, 'pgathcare', {
        case_id: minorCase,
        title: 'Peak flow reviewed',
        brief: 'Normal range.',
      });
      expect(http.status).toBe(201);
    });

    it('services and bookings take the plan quantity, refuse at zero and give it back on cancel', async () => {
      consultLine = await lineId('complete-health-foresight', 'Doctor consultations');
      const checkLine = await lineId('complete-health-foresight', 'Annual health check');
      await expect(
        q(holder, `insert into pgathcare.service_details (case_id, service_id) values ($1, $2)`, [
          minorCase,
          consultLine,
        ]),
      ).rejects.toThrow(/row-level security/);
      const medilockerLine = await lineId('medilocker', 'Locker storage');
      await expect(
        q(manager, `insert into pgathcare.service_details (case_id, service_id) values ($1, $2)`, [
          minorCase,
          medilockerLine,
        ]),
      ).rejects.toThrow('This service is not part of the plan.');
      minorService = Number(
        (
          await one(
            manager,
            `insert into pgathcare.service_details (case_id, service_id, personnel_id) values ($1, $2, $3) returning id`,
            [minorCase, consultLine, servingProfile],
          )
        ).id,
      );
      const remaining = async (member: string | null, line: number) =>
        (
          await suite.t.db.query<{ r: number }>(
            `select quantity_remaining as r from pgsubs.subscription_usage u
              where u.user_subscription_id = $1 and u.subscription_service_id = $2
                and u.member_id is not distinct from (select id from pgsubs.subscription_members where crn = $3)`,
            [subId, line, member],
          )
        )[0]!.r;
      const book = (u: TestUser, service: number) =>
        one(
          u,
          `insert into pgathcare.service_booking_details (service_detail_id, scheduled_at, booked_by)
           values ($1, now() + interval '2 days', 'Employee') returning id, booked_by, booking_type`,
          [service],
        );
      const b = await book(holder, minorService);
      expect(b).toMatchObject({ booked_by: 'Subscriber', booking_type: 'User Generated' });
      booking = Number(b.id);
      expect(await book(manager, minorService)).toMatchObject({
        booked_by: 'Case Manager',
        booking_type: 'System Generated',
      });
      expect(await remaining(minorCrn, consultLine)).toBe(4);
      // The annual check: one per member; the second is refused and nothing changes.
      const check = Number(
        (
          await one(
            manager,
            `insert into pgathcare.service_details (case_id, service_id) values ($1, $2) returning id`,
            [minorCase, checkLine],
          )
        ).id,
      );
      await book(manager, check);
      await expect(book(manager, check)).rejects.toThrow(
        'Nothing left of Annual health check on this plan.',
      );
      expect(await remaining(minorCrn, checkLine)).toBe(0);
      // The primary's own allotment is untouched (per_subscriber).
      expect(await remaining(primaryCrn, checkLine)).toBe(1);
      const [last] = await q<{ id: number }>(
        manager,
        'select id from pgathcare.service_booking_details where service_detail_id = $1',
        [check],
      );
      await q(
        manager,
        'update pgathcare.service_booking_details set is_cancelled = true where id = $1',
        [last!.id],
      );
      expect(await remaining(minorCrn, checkLine)).toBe(1);
    });

    it('the last visit booked by two at once goes to one of them', async () => {
      await suite.t.db.query(
        `update pgsubs.subscription_usage set quantity_used = quantity_total - 1
          where user_subscription_id = $1 and subscription_service_id = $2
            and member_id = (select id from pgsubs.subscription_members where crn = $3)`,
        [subId, consultLine, minorCrn],
      );
      const book = (u: TestUser) =>
        q(
          u,
          `insert into pgathcare.service_booking_details (service_detail_id, scheduled_at)
           values ($1, now() + interval '3 days') returning id`,
          [minorService],
        );
      const results = await Promise.allSettled([book(holder), book(manager)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(String(refused.reason)).toContain(
        'Nothing left of Doctor consultations on this plan.',
      );
      const [u] = await suite.t.db.query<{ r: number }>(
        `select quantity_remaining as r from pgsubs.subscription_usage
          where user_subscription_id = $1 and subscription_service_id = $2
            and member_id = (select id from pgsubs.subscription_members where crn = $3)`,
        [subId, consultLine, minorCrn],
      );
      expect(u!.r).toBe(0);
    });

    it('booking transitions are enforced, each with its actor and time', async () => {
      const set = (u: TestUser, sql: string) =>
        q(u, `update pgathcare.service_booking_details set ${sql} where id = $1 returning *`, [
          booking,
        ]);
      const [moved] = await set(holder, `scheduled_at = scheduled_at + interval '1 day'`);
      expect(moved).toMatchObject({ is_rescheduled: true, rescheduled_by: holder.id });
      await expect(set(holder, 'is_completed = true')).rejects.toThrow(
        'Only the case manager or the personnel can complete a booking.',
      );
      await expect(set(manager, 'quantity = 2')).rejects.toThrow(
        'Only the time, completion or cancellation of a booking can change.',
      );
      const [done] = await set(serving, 'is_completed = true');
      expect(done).toMatchObject({ is_completed: true, completed_by: serving.id });
      expect(done!.completed_at).not.toBeNull();
      await expect(set(manager, 'is_cancelled = true')).rejects.toThrow(
        'This booking is already completed or cancelled.',
      );
      await expect(set(manager, 'is_completed = false')).rejects.toThrow(
        'This booking is already completed or cancelled.',
      );
      consultation = Number(
        (
          await one(
            serving,
            `insert into pgathcare.consultation_details (service_booking_detail_id, service_location, prescription,
               follow_up_on, call_recording_urls)
             values ($1, 'Clinic', 'Salbutamol inhaler as needed', now() + interval '30 days', $2) returning id`,
            [booking, ['https://recordings.example.test/c1.mp3']],
          )
        ).id,
      );
      await expect(
        q(
          serving,
          `update pgathcare.consultation_details set call_recording_urls = $2 where id = $1`,
          [consultation, ['ftp://nope']],
        ),
      ).rejects.toThrow(/call_recording_urls/);
      await expect(
        q(
          holder,
          `update pgathcare.consultation_details set service_location = 'Home' where id = $1 returning id`,
          [consultation],
        ),
      ).resolves.toHaveLength(0);
      await one(
        serving,
        `insert into pgathcare.medicine_items (consultation_detail_id, medicine, dosage, frequency, conditions)
         values ($1, 'Salbutamol', 2, '{morning,night}', 'When wheezing') returning id`,
        [consultation],
      );
    });

    it('a member links their own locker file to their case; nobody links another’s', async () => {
      await suite.t.db.query(
        `insert into pgsubs.user_subscription (user_id, subscription_id)
         select $1, id from pgsubs.subscriptions where key = 'medilocker'`,
        [holder.id],
      );
      // The upload endpoint's record of a stored blob, then the file row it allows.
      await suite.t.db.query(
        `insert into pgmedlock_private.uploads (blob_key, owner_id, size, sha256, mime_type)
         values ('case-test-blob', $1, 100, repeat('a', 64), 'application/pdf')`,
        [holder.id],
      );
      const [f] = await suite.t.db.query<{ id: string }>(
        `insert into pgmedlock.files (owner_id, name, blob_key) values ($1, 'hba1c.pdf', 'case-test-blob') returning id`,
        [holder.id],
      );
      await one(
        holder,
        `insert into pgathcare.case_files (case_id, file_id) values ($1, $2) returning id`,
        [primaryCase, f!.id],
      );
      await expect(
        q(family, `insert into pgathcare.case_files (case_id, file_id) values ($1, $2)`, [
          familyCase,
          f!.id,
        ]),
      ).rejects.toThrow('File not found.');
    });

    it('visibility over every table: the subscriber, the holder for a minor, the case manager, serving personnel; nobody else', async () => {
      const cases = [primaryCase, minorCase, familyCase];
      const tables: Record<string, string> = {
        case: `select c.id::text as case_id from pgathcare."case" c`,
        case_summaries: `select s.case_id::text from pgathcare.case_summaries s`,
        service_details: `select s.case_id::text from pgathcare.service_details s`,
        service_booking_details: `select sd.case_id::text from pgathcare.service_booking_details b
           join pgathcare.service_details sd on sd.id = b.service_detail_id`,
        consultation_details: `select ${`'${minorCase}'`} as case_id from pgathcare.consultation_details`,
        medicine_items: `select ${`'${minorCase}'`} as case_id from pgathcare.medicine_items`,
        case_files: `select f.case_id::text from pgathcare.case_files f`,
      };
      const visible = async (u: TestUser | null) => {
        const out: Record<string, string[]> = {};
        for (const [name, sql] of Object.entries(tables)) {
          const rows = await q<{ case_id: string }>(u, sql).catch(() => []);
          out[name] = [
            ...new Set(rows.map((r) => r.case_id).filter((c) => cases.includes(c))),
          ].sort();
        }
        return out;
      };
      const expectSees = async (u: TestUser | null, ids: string[]) => {
        const v = await visible(u);
        // Each table shows at most the cases this persona may see, and the case table shows all of them.
        for (const [name, seen] of Object.entries(v)) {
          expect(
            seen.every((c) => ids.includes(c)),
            `${name}: ${seen.join(',')}`,
          ).toBe(true);
        }
        expect(v.case).toEqual([...ids].sort());
      };
      await expectSees(null, []);
      await expectSees(holder, [primaryCase, minorCase]);
      await expectSees(other, []);
      await expectSees(family, [familyCase]);
      await expectSees(unrelated, []);
      await expectSees(manager, [primaryCase, minorCase, familyCase]);
      await expectSees(serving, [minorCase]);
      await expectSees(admin, []);
      // Those who see the minor's case see all of it.
      for (const u of [holder, manager, serving]) {
        const v = await visible(u);
        for (const name of Object.keys(tables)) {
          if (name === 'case_files') continue;
          expect(v[name], `${name} for ${u.username}`).toContain(minorCase);
        }
      }
      // Nobody outside changes anything.
      for (const u of [other, family, unrelated, admin]) {
        expect(
          await q(u, `update pgathcare."case" set treatment_for = 'x' where id = $1 returning id`, [
            minorCase,
          ]),
        ).toHaveLength(0);
        expect(
          await q(u, `delete from pgathcare.case_summaries where case_id = $1 returning id`, [
            minorCase,
          ]),
        ).toHaveLength(0);
        expect(
          await q(
            u,
            `update pgathcare.service_booking_details set is_cancelled = true
              where service_detail_id = $1 and not is_completed returning id`,
            [minorService],
          ),
        ).toHaveLength(0);
      }
    });

    it('search finds the caller’s cases by treatment, tag or summary words', async () => {
      const search = (u: TestUser, text: string) =>
        call('POST', '/api/rpc/search_cases', u, 'pgathcare', { q: text });
      expect((await search(holder, 'asthma')).json.map((c: Json) => c.id)).toEqual([minorCase]);
      expect((await search(holder, 'metformin')).json.map((c: Json) => c.id)).toEqual([
        primaryCase,
      ]);
      expect((await search(holder, 'knee')).json).toEqual([]);
      expect((await search(other, 'asthma')).json).toEqual([]);
      expect((await search(family, 'knee')).json.map((c: Json) => c.id)).toEqual([familyCase]);
    });

    it('an appointment booked under a plan joins the member’s open case or a new one; its prescription shows to the case’s people only', async () => {
      const book = async (u: TestUser, days: number, from: number | null = null) =>
        (
          await suite.t.db.query<{ id: number }>(
            `insert into pgathcare.bookings (user_id, personnel_id, starts_at, ends_at, status, rescheduled_from)
             values ($1, $2, now() + make_interval(days => $3), now() + make_interval(days => $3, mins => 30),
               'booked', $4) returning id`,
            [u.id, servingProfile, days, from],
          )
        )[0]!.id;
      const linkOf = async (bookingId: number) =>
        (
          await suite.t.db.query<{ case_id: string }>(
            'select case_id from pgathcare.case_appointments where booking_id = $1',
            [bookingId],
          )
        )[0]?.case_id;
      // The accepted secondary member's booking joins their open case.
      const familyBooking = await book(family, 3);
      expect(await linkOf(familyBooking)).toBe(familyCase);
      // A member without a care plan: no case.
      const loner = await createTestUser(suite.t.db);
      expect(await linkOf(await book(loner, 4))).toBeUndefined();
      // A member with a plan and no open case: a new case, which a reschedule follows.
      const fresh = await createTestUser(suite.t.db);
      await suite.t.db.query(
        `insert into pgsubs.user_subscription (user_id, subscription_id, case_manager_id)
         select $1, id, $2 from pgsubs.subscriptions where key = 'complete-health-foresight'`,
        [fresh.id, managerProfile],
      );
      const first = await book(fresh, 5);
      const made = await linkOf(first);
      expect(made).toBeTruthy();
      const [opened] = await q<{ treatment_for: string; tags: string[] }>(
        fresh,
        'select treatment_for, tags from pgathcare."case" where id = $1',
        [made],
      );
      expect(opened).toEqual({
        treatment_for: 'Appointment with Nurse Sunil Das',
        tags: ['appointment'],
      });
      expect(await linkOf(await book(fresh, 6, first))).toBe(made);
      // The prescription shows on the case: to the member and the case manager, nobody else.
      await suite.t.db.query(
        `insert into pgpersonnel.certifications (profile_id, name, certification_number) values ($1, 'GNM', 'NUR-1234')`,
        [servingProfile],
      );
      await suite.t.db.query(
        `insert into pgathcare.prescriptions (booking_id, personnel_id, user_id, prescriber_name,
           prescriber_registration_number, prescription)
         values ($1, $2, $3, '', '', 'Ice pack twice a day')`,
        [familyBooking, servingProfile, family.id],
      );
      const listed = (u: TestUser) =>
        call('POST', '/api/rpc/list_case_appointments', u, 'pgathcare', { case_id: familyCase });
      for (const u of [family, manager]) {
        const seen = await listed(u);
        expect(seen.status).toBe(200);
        expect(seen.json).toEqual([
          expect.objectContaining({
            booking_id: familyBooking,
            doctor: 'Nurse Sunil Das',
            prescription: 'Ice pack twice a day',
          }),
        ]);
      }
      for (const u of [other, unrelated, admin, holder, fresh]) {
        expect((await listed(u)).json).toEqual([]);
        expect(
          await q(u, 'select id from pgathcare.case_appointments where case_id = $1', [familyCase]),
        ).toHaveLength(0);
      }
      // Nobody links a booking by hand.
      await expect(
        q(family, 'insert into pgathcare.case_appointments (case_id, booking_id) values ($1, $2)', [
          familyCase,
          await book(family, 7),
        ]),
      ).rejects.toThrow(/permission denied/);
    });

    it('leaving a plan keeps the member’s cases and history; the plan’s people lose them', async () => {
      type Case = { id: string; left_plan_at: string | null; kept_by: string | null };
      const read = (u: TestUser, id = familyCase) =>
        q<Case>(u, 'select id, left_plan_at, kept_by from pgathcare."case" where id = $1', [id]);
      const summaries = (u: TestUser, id = familyCase) =>
        q<{ title: string }>(
          u,
          'select title from pgathcare.case_summaries where case_id = $1 order by id',
          [id],
        );
      const appointments = async (u: TestUser) =>
        (
          await call('POST', '/api/rpc/list_case_appointments', u, 'pgathcare', {
            case_id: familyCase,
          })
        ).json;
      await q(
        family,
        `insert into pgathcare.case_summaries (case_id, title) values ($1, 'Before leaving')`,
        [familyCase],
      );
      expect(await read(manager)).toHaveLength(1);
      const [place] = await suite.t.db.query<{ member_added: number }>(
        'select member_added from pgsubs.user_subscription where id = $1',
        [subId],
      );

      // The secondary member leaves the plan (their own DELETE, as the subscriptions page does).
      const gone = await q(
        family,
        'delete from pgsubs.subscription_members where crn = $1 returning id',
        [familyCrn],
      );
      expect(gone).toHaveLength(1);
      const [after] = await suite.t.db.query<{ member_added: number }>(
        'select member_added from pgsubs.user_subscription where id = $1',
        [subId],
      );
      expect(after!.member_added).toBe(place!.member_added - 1);

      // The case, its summaries and its appointment's prescription stay, theirs.
      const [kept] = await read(family);
      expect(kept).toMatchObject({ id: familyCase, kept_by: family.id });
      expect(kept!.left_plan_at).not.toBeNull();
      expect((await summaries(family)).map((r) => r.title)).toContain('Before leaving');
      expect(await appointments(family)).toContainEqual(
        expect.objectContaining({ prescription: 'Ice pack twice a day' }),
      );
      // The case manager, the holder, serving and unrelated personnel, admins, others: nothing.
      for (const u of [manager, holder, serving, unrelated, admin, other]) {
        expect(await read(u)).toHaveLength(0);
        expect(await summaries(u)).toHaveLength(0);
        expect(await appointments(u)).toEqual([]);
        expect(
          await q(u, 'select id from pgathcare.service_details where case_id = $1', [familyCase]),
        ).toHaveLength(0);
      }
      // The member still writes their history (as the subscriber) and closes the case; where it
      // belongs and who keeps it are not theirs to change; nothing more is booked under the plan.
      const note = await one<{ author_type: string }>(
        family,
        `insert into pgathcare.case_summaries (case_id, title) values ($1, 'After leaving') returning author_type`,
        [familyCase],
      );
      expect(note.author_type).toBe('Subscriber');
      await q(family, `update pgathcare."case" set status = 'closed' where id = $1`, [familyCase]);
      for (const column of ['kept_by', 'left_plan_at', 'user_subscription_id']) {
        await expect(
          q(family, `update pgathcare."case" set ${column} = null where id = $1`, [familyCase]),
        ).rejects.toThrow(/permission denied/);
      }
      await expect(
        q(family, `insert into pgathcare.service_details (case_id, service_id) values ($1, $2)`, [
          familyCase,
          consultLine,
        ]),
      ).rejects.toThrow(/row-level security/);
      // Their FHIR export holds it, with the appointment and its prescription.
      const { b } = await one<{
        b: { entry: { resource: { resourceType: string; id: string } }[] };
      }>(family, 'select pgathcare.export_fhir_history() as b');
      const ids = b.entry.map((e) => `${e.resource.resourceType}/${e.resource.id}`);
      expect(ids).toContain(`Condition/${familyCase}`);
      expect(ids.some((id) => id.startsWith('Encounter/appointment-'))).toBe(true);
      expect(ids.some((id) => id.startsWith('MedicationRequest/appointment-'))).toBe(true);

      // A minor removed by the holder: their case stays with the holder who looked after them,
      // not with the case manager.
      const managedPlan = (user: TestUser) => foresightPlan(user, managerProfile);
      /** A case the case manager opens for a member of the plan; its id. */
      const openCase = async (planId: string, crn: unknown, treatmentFor: string) =>
        String(
          (
            await one(
              manager,
              `insert into pgathcare."case" (user_subscription_id, subscriber_crn, treatment_for) values ($1, $2, $3) returning id`,
              [planId, crn, treatmentFor],
            )
          ).id,
        );
      const addChild = (parent: TestUser, planId: string, first: string, age: number) =>
        addMember(parent, {
          id: planId,
          type: 'minor',
          relation: 'child',
          first,
          last: 'Rao',
          dob: born(age),
        });
      const parent = await createTestUser(suite.t.db);
      const planId = await managedPlan(parent);
      const child = await addChild(parent, planId, 'Tara', 6);
      const childCase = await openCase(planId, child.crn, 'Eczema');
      await q(parent, 'delete from pgsubs.subscription_members where id = $1', [child.id]);
      expect(await read(parent, childCase)).toEqual([
        expect.objectContaining({ id: childCase, kept_by: parent.id }),
      ]);
      for (const u of [manager, holder, other]) expect(await read(u, childCase)).toHaveLength(0);
      const { b: theirs } = await one<{
        b: { entry: { resource: { resourceType: string; id: string } }[] };
      }>(parent, 'select pgathcare.export_fhir_history(crn => $1) as b', [child.crn]);
      expect(theirs.entry.map((e) => e.resource.id)).toEqual([String(child.crn), childCase]);
      await expect(
        q(other, 'select pgathcare.export_fhir_history(crn => $1)', [child.crn]),
      ).rejects.toThrow('No such member.');

      // An account deleted, though, takes its history with it (nothing is left without an owner).
      const teen = await addChild(parent, planId, 'Anu', 15);
      const teenCase = await openCase(planId, teen.crn, 'Acne');
      await suite.t.db.query('delete from auth.users where id = $1', [parent.id]);
      const left = await suite.t.db.query(
        'select id from pgathcare."case" where id = any($1::uuid[])',
        [[childCase, teenCase]],
      );
      expect(left).toEqual([]);
      // The same for a secondary member's own account.
      const host = await createTestUser(suite.t.db);
      const guest = await createTestUser(suite.t.db);
      await suite.t.db.query(
        `update pgusers.profile set first_name = 'Guest', last_name = 'Rao', date_of_birth = $2 where id = $1`,
        [guest.id, born(30)],
      );
      const hostedPlanId = await managedPlan(host);
      const invited = await addMember(host, {
        id: hostedPlanId,
        type: 'secondary',
        relation: 'sibling',
        username: guest.username,
      });
      await one(
        guest,
        'select * from pgsubs.respond_to_invitation(member_id => $1, accept => true)',
        [invited.id],
      );
      const guestCase = await openCase(hostedPlanId, invited.crn, 'Migraine');
      await suite.t.db.query('delete from auth.users where id = $1', [guest.id]);
      expect(
        await suite.t.db.query('select id from pgathcare."case" where id = $1', [guestCase]),
      ).toEqual([]);
      expect(await read(manager, guestCase)).toEqual([]);
    });

    it('an expired subscription takes no more bookings', async () => {
      await suite.t.db.query(
        `update pgsubs.user_subscription set valid_from = now() - interval '2 years', valid_until = now() - interval '1 day' where id = $1`,
        [subId],
      );
      await expect(
        q(
          manager,
          `insert into pgathcare.service_booking_details (service_detail_id, scheduled_at) values ($1, now())`,
          [minorService],
        ),
      ).rejects.toThrow('This subscription has expired.');
      const check = await call('POST', '/api/rpc/check_subscription', holder, 'pgsubs', {});
      expect(check.json).toMatchObject({ other_activated_subscription: null });
    });
  });
});
