import type { FastifyRequest } from 'fastify';
import { InvalidTokenError, verifyAccessTokenSync, type JwtSettings } from '../auth/jwt.ts';
import { httpError, invalidToken, tokenRequired } from '../errors/api-error.ts';

/** The database role of a request without a token (PostgREST's anonymous role). */
export const anonRole = 'anon';
/** The database role of a signed-in user's access token. */
export const authenticatedRole = 'authenticated';

/** Who sent a request: the database role and claims it runs with. */
export interface Caller {
  /** The database role: `anon` without a token, else the token's `role` claim. */
  role: string;
  /** The token's claims as JSON text (`{}` for anon); SQL reads them as `request.jwt.claims`. */
  claims: string;
  /** A token was presented: permission errors are 403 instead of 401. */
  authenticated: boolean;
  /** The token's `sub` when it is a user id. */
  userId: string | undefined;
  /** The token's `sid` (the session it was issued for), when present. */
  sessionId: string | undefined;
}

/** A caller known to be a signed-in user. */
export interface SignedInCaller extends Caller {
  userId: string;
}

export const anonCaller: Caller = {
  role: anonRole,
  claims: '{}',
  authenticated: false,
  userId: undefined,
  sessionId: undefined,
};

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The token of `Authorization: Bearer <token>` (PostgREST's extractBearerAuth); no header or
 * another scheme is no token.
 */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const m = /^(\S*)(.*)$/s.exec(header);
  if (m?.[1]?.toLowerCase() !== 'bearer') return undefined;
  return (m[2] ?? '').trim();
}

const tokenCacheSize = 1000;

/**
 * The one token parser: `Authorization: Bearer <access token>` → Caller, as PostgREST
 * authenticates. No token is the anonymous role (`DB_ANON_ROLE`; when that is empty, 401
 * PGRST302); a malformed or badly signed token is 401 PGRST301, refused claims (expired, no exp,
 * another audience) 401 PGRST303, each with PostgREST's message. Verified tokens are cached until
 * they expire, a minute at most.
 */
export function createCallerReader(
  jwt: JwtSettings,
  anon: string = anonRole,
): (request: FastifyRequest) => Promise<Caller> {
  const cache = new Map<string, Caller & { exp: number }>();
  const anonymous: Caller = { ...anonCaller, role: anon };
  // eslint-disable-next-line @typescript-eslint/require-await -- callers await one shape for every endpoint
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) {
      if (!anon) throw tokenRequired();
      return anonymous;
    }
    const now = Date.now() / 1000;
    const hit = cache.get(token);
    if (hit && hit.exp > now) return hit;
    let payload: Record<string, unknown>;
    try {
      payload = verifyAccessTokenSync(jwt, token, Math.floor(now));
    } catch (error) {
      if (error instanceof InvalidTokenError)
        throw invalidToken(error.message, error.code, error.details);
      throw error;
    }
    // PostgREST's rule: the role claim names the database role; without one, the anonymous role
    // (and without that, PGRST302). A role the database does not know fails in SQL (401).
    const claim = payload.role;
    let role: string;
    if (typeof claim === 'string') role = claim;
    else if (claim !== undefined && claim !== null) role = JSON.stringify(claim);
    else if (anon) role = anon;
    else throw tokenRequired();
    const caller = {
      role,
      claims: JSON.stringify(payload),
      authenticated: true,
      userId:
        typeof payload.sub === 'string' && uuidPattern.test(payload.sub)
          ? payload.sub.toLowerCase()
          : undefined,
      sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
      exp: typeof payload.exp === 'number' ? Math.min(payload.exp, now + 60) : now + 60,
    };
    if (cache.size >= tokenCacheSize) cache.clear();
    cache.set(token, caller);
    return caller;
  };
}

/**
 * The caller as a signed-in user (a user id and the `authenticated` role), else 401 with
 * `message` and reason `unauthenticated`.
 */
export function requireSignedIn(caller: Caller, message: string): SignedInCaller {
  if (caller.userId === undefined || caller.role !== authenticatedRole) {
    throw httpError(
      401,
      message,
      'unauthenticated',
      null,
      caller.authenticated ? {} : { 'www-authenticate': 'Bearer' },
    );
  }
  return { ...caller, userId: caller.userId };
}
