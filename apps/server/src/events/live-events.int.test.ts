import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveEvents } from '../http/live-events.ts';
import { markShuttingDown } from '../observability/readiness.ts';
import { createMembersTestApp, type MembersTestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { openStream } from '../test/sse-client.ts';
import { accessTokenFor, createTestUser, type TestUser } from '../test/test-users.ts';
import { hashTicket } from './create-event-ticket.ts';

const secret = 'test-secret-for-live-events-0123456789abcdef';

describe.each(testEngines)('live events (GET /api/events) on %s', (engine) => {
  let suite: MembersTestApp;
  let base: string;

  const token = (u: TestUser) => accessTokenFor(secret, u);
  const ticketFor = async (u: TestUser | null) => {
    const res = await fetch(`${base}/api/events/ticket`, {
      method: 'POST',
      headers: u ? { authorization: `Bearer ${await token(u)}` } : {},
    });
    return { status: res.status, json: (await res.json()) as { ticket: string; message: string } };
  };
  const streamFor = async (u: TestUser) => {
    const { json } = await ticketFor(u);
    const s = await openStream(`${base}/api/events?ticket=${json.ticket}`);
    expect(s.status).toBe(200);
    expect(await s.next()).toEqual({ event: 'ready', data: {} });
    return s;
  };
  const notify = async (u: TestUser, title: string) => {
    const [row] = await suite.t.db.query<{ id: number }>('select auth.notify($1, $2) as id', [
      u.id,
      title,
    ]);
    return row!.id;
  };
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    return check();
  };

  beforeAll(async () => {
    suite = await createMembersTestApp(engine, secret, {
      env: { EVENTS_MAX_STREAMS_PER_USER: '2' },
    });
    base = await suite.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => suite?.close());

  it("delivers a new notification once, to its user's stream only, as an id", async () => {
    const a = await streamFor(suite.memberA);
    const b = await streamFor(suite.memberB);
    expect(a.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(a.headers.get('cache-control')).toBe('no-store');

    const first = await notify(suite.memberA, 'Your booking is confirmed');
    expect(await a.next()).toEqual({ event: 'notification', data: { id: first } });
    // B's first event is B's own notification: A's never reached B's stream.
    const forB = await notify(suite.memberB, 'A prescription is ready');
    expect(await b.next()).toEqual({ event: 'notification', data: { id: forB } });
    // A's next event is the next notification: the first came once.
    const second = await notify(suite.memberA, 'Your booking was rescheduled');
    expect(await a.next()).toEqual({ event: 'notification', data: { id: second } });
    expect(await a.next(300)).toBeUndefined();
    expect(await b.next(300)).toBeUndefined();
    a.close();
    b.close();
    expect(await waitFor(() => countStreams() === 0)).toBe(true);
  });

  it('announces marking read (one event per statement, no id) to the reader only', async () => {
    const a = await streamFor(suite.memberA);
    const b = await streamFor(suite.memberB);
    await notify(suite.memberA, 'One');
    await notify(suite.memberA, 'Two');
    expect((await a.next())?.event).toBe('notification');
    expect((await a.next())?.event).toBe('notification');
    const res = await fetch(`${base}/api/notifications?read_at=is.null`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${await token(suite.memberA)}`,
        'content-profile': 'pgusers',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ read_at: new Date().toISOString() }),
    });
    expect(res.status).toBe(204);
    expect(await a.next()).toEqual({ event: 'notifications', data: {} });
    expect(await a.next(300)).toBeUndefined();
    expect(await b.next(300)).toBeUndefined();
    a.close();
    b.close();
    expect(await waitFor(() => countStreams() === 0)).toBe(true);
  });

  it('opens only with a valid, unexpired ticket, used once; never with the access token', async () => {
    expect((await ticketFor(null)).status).toBe(401);
    const none = await openStream(`${base}/api/events`);
    expect(none.status).toBe(401);
    const accessToken = await openStream(`${base}/api/events?ticket=${await token(suite.memberA)}`);
    expect(accessToken.status).toBe(401);

    const { status, json } = await ticketFor(suite.memberA);
    expect(status).toBe(201);
    const [stored] = await suite.t.db.query<{ token_hash: string }>(
      'select token_hash from auth.event_tickets where user_id = $1',
      [suite.memberA.id],
    );
    expect(stored?.token_hash).toBe(hashTicket(json.ticket)); // the ticket itself is not stored
    const once = await openStream(`${base}/api/events?ticket=${json.ticket}`);
    expect(once.status).toBe(200);
    const twice = await openStream(`${base}/api/events?ticket=${json.ticket}`);
    expect(twice.status).toBe(401);
    once.close();

    const late = await ticketFor(suite.memberA);
    await suite.t.db.query(
      "update auth.event_tickets set expires_at = now() - interval '1 second' where token_hash = $1",
      [hashTicket(late.json.ticket)],
    );
    expect((await openStream(`${base}/api/events?ticket=${late.json.ticket}`)).status).toBe(401);
    expect(await waitFor(() => countStreams() === 0)).toBe(true);
  });

  it('refuses a ticket whose session ended before it was used', async () => {
    const member = await createTestUser(suite.t.db);
    const { json } = await ticketFor(member);
    await suite.t.db.query('update auth.sessions set revoked_at = now() where id = $1', [
      member.sessionId,
    ]);
    expect((await openStream(`${base}/api/events?ticket=${json.ticket}`)).status).toBe(401);
  });

  it('holds at most EVENTS_MAX_STREAMS_PER_USER streams per user and frees a closed one', async () => {
    const one = await streamFor(suite.memberA);
    const two = await streamFor(suite.memberA);
    const { json } = await ticketFor(suite.memberA);
    const three = await openStream(`${base}/api/events?ticket=${json.ticket}`);
    expect(three.status).toBe(429);
    // Another user is not affected by A's streams.
    const b = await streamFor(suite.memberB);
    one.close();
    expect(await waitFor(() => countStreams(suite.memberA) === 1)).toBe(true);
    const again = await streamFor(suite.memberA);
    again.close();
    two.close();
    b.close();
    expect(await waitFor(() => countStreams() === 0)).toBe(true);
  });

  it('beats a heartbeat and ends a stream whose session ended', async () => {
    const member = await createTestUser(suite.t.db);
    const live = createLiveEvents(suite.t.db, {
      maxPerUser: 2,
      maxTotal: 10,
      heartbeatMs: 50,
      sessionCheckMs: 100,
    });
    const mini = Fastify();
    mini.get('/stream', (request, reply) =>
      live.open({ user_id: member.id, session_id: member.sessionId }, request, reply),
    );
    const url = await mini.listen({ port: 0, host: '127.0.0.1' });
    try {
      const s = await openStream(`${url}/stream`);
      expect(await s.next()).toEqual({ event: 'ready', data: {} });
      expect(await waitFor(() => s.raw.includes(': ping\n\n'))).toBe(true);
      expect(s.ended).toBe(false);
      await suite.t.db.query('update auth.sessions set revoked_at = now() where id = $1', [
        member.sessionId,
      ]);
      expect(await s.next()).toEqual({ event: 'bye', data: {} });
      expect(await waitFor(() => s.ended)).toBe(true);
      expect(live.count()).toBe(0);
    } finally {
      await live.close();
      await mini.close();
    }
  });

  it('ends every stream at the shutdown signal and opens none after it', async () => {
    const a = await streamFor(suite.memberA);
    const { json } = await ticketFor(suite.memberB);
    markShuttingDown(suite.app);
    expect(await a.next()).toEqual({ event: 'bye', data: {} });
    expect(await waitFor(() => a.ended)).toBe(true);
    expect((await openStream(`${base}/api/events?ticket=${json.ticket}`)).status).toBe(503);
  });

  function countStreams(u?: TestUser) {
    return suite.app.liveEvents.count(u?.id);
  }
});
