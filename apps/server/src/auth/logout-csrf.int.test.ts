import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { REFRESH_COOKIE } from './auth-routes.ts';
import { callIn } from '../http/sql-function.ts';
import { startSession } from './auth-sql.ts';
import { hashToken, newRefreshToken } from './tokens.ts';
import { createTestUser } from '../test/test-users.ts';

describe.each(testEngines)('logout from another site on %s', (engine) => {
  let suite: TestApp;

  beforeAll(async () => {
    suite = await createTestApp(engine, 'logout-csrf-test-secret-0123456789abcdef');
  });
  afterAll(() => suite?.close());

  it('a cross-site form post neither ends the session nor clears the cookie', async () => {
    const u = await createTestUser(suite.t.db);
    const refreshToken = newRefreshToken();
    await suite.t.db.transaction((tx) =>
      callIn(tx, startSession, {
        user_id: u.id,
        identifier: u.username,
        ip: null,
        user_agent: null,
        refresh_token_hash: hashToken(refreshToken),
      }),
    );
    const cookie = `${REFRESH_COOKIE}=${refreshToken}`;
    const forged = await suite.app.inject({
      method: 'POST',
      url: '/api/rpc/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(forged.statusCode).toBe(415); // no form parser: the handler never runs
    expect(forged.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    const textForm = await suite.app.inject({
      method: 'POST',
      url: '/api/rpc/logout',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: 'a=1',
    });
    expect(textForm.statusCode).toBe(403);
    expect(textForm.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    const plain = await suite.app.inject({
      method: 'POST',
      url: '/api/rpc/logout',
      headers: { cookie },
    });
    expect(plain.statusCode).toBe(403);
    // The session is still alive: the cookie refreshes.
    const refreshed = await suite.app.inject({
      method: 'POST',
      url: '/api/rpc/refresh_token',
      headers: { cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    // The app's own JSON logout works.
    const next = refreshed.cookies.find((c) => c.name === REFRESH_COOKIE)?.value ?? '';
    const out = await suite.app.inject({
      method: 'POST',
      url: '/api/rpc/logout',
      headers: { cookie: `${REFRESH_COOKIE}=${next}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(out.statusCode).toBe(204);
  });
});
