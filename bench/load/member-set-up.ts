// Set-up the benches share once startProductionServer is up: signing members in, giving them a
// Medilocker plan, a locker upload's multipart body, and autocannon's sign-in requests.
import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import postgres from 'postgres';
import type { Member, RunningServer } from './prod-server.ts';

/** A response's JSON body; any status past 399 throws with the body. */
export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Each member's access token, signed in one after the other (outside any measured run). */
export async function signIn(base: string, members: Member[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const member of members) {
    const { access_token } = await json<{ access_token: string }>(
      await fetch(`${base}/api/rpc/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: member.email, password: member.password }),
      }),
    );
    tokens.push(access_token);
  }
  return tokens;
}

/** A Medilocker plan for each member, so they may upload to the locker. */
export async function giveMedilocker(server: RunningServer, members: Member[]): Promise<void> {
  const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`
      insert into pgsubs.user_subscription (user_id, subscription_id)
      select m, s.id from unnest(${members.map((m) => m.id)}::uuid[]) m
      cross join pgsubs.subscriptions s where s.key = 'medilocker'`;
  } finally {
    await sql.end();
  }
}

/** POST /api/locker/files's body: a PDF of `bytes` random bytes named report.pdf. */
export function lockerUpload(bytes: number): { body: Buffer; contentType: string } {
  const boundary = `----athcarebench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="name"\r\n\r\nreport.pdf\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="report.pdf"\r\n` +
        `content-type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n'),
    randomBytes(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The server environment of a sign-in storm: ten people signing in from ten addresses share
 * 127.0.0.1 here, so the per-IP and per-account limits and the per-client gate are raised (still
 * counted on every attempt).
 */
export const signInStormEnv: Record<string, string> = {
  LOGIN_LIMIT_PER_IP: '1000000',
  LOGIN_LIMIT_PER_ACCOUNT: '1000000',
  LOGIN_LIMIT_PER_ACCOUNT_HOURLY: '1000000',
  CLIENT_MAX_CONCURRENT: '64',
  CLIENT_MAX_QUEUED: '64',
};

/** autocannon's requests for a sign-in storm: POST /api/rpc/login, round the members. */
export function signInRequests(members: Member[]): autocannon.Request[] {
  const bodies = members.map((m) => JSON.stringify({ identifier: m.email, password: m.password }));
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/rpc/login',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
    },
  ];
}
