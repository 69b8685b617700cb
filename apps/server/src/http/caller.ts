import type { FastifyRequest } from 'fastify';
import { InvalidTokenError, verifyAccessToken, type JwtSettings } from '../auth/jwt.ts';
import { httpError, invalidToken } from '../errors/api-error.ts';

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

/** The token of an `Authorization: Bearer …` header; undefined without the header. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m?.[1]) throw invalidToken('Authorization header is not a Bearer token');
  return m[1];
}

const tokenCacheSize = 1000;

/**
 * The one token parser: `Authorization: Bearer <access token>` → Caller. No header is the
 * anonymous caller; a malformed, badly signed, expired or foreign-audience token is 401
 * PGRST301 (PostgREST's answer). Verified tokens are cached until they expire.
 */
export function createCallerReader(jwt: JwtSettings): (request: FastifyRequest) => Promise<Caller> {
  const cache = new Map<string, Caller & { exp: number }>();
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return anonCaller;
    const now = Date.now() / 1000;
    const hit = cache.get(token);
    if (hit && hit.exp > now) return hit;
    let payload: Record<string, unknown>;
    try {
      payload = await verifyAccessToken(jwt, token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw invalidToken(error.message);
      throw error;
    }
    // PostgREST's rule: the role claim names the database role; without one, the anonymous role.
    const role = typeof payload.role === 'string' && payload.role ? payload.role : anonRole;
    const caller = {
      role,
      claims: JSON.stringify(payload),
      authenticated: true,
      userId:
        typeof payload.sub === 'string' && uuidPattern.test(payload.sub)
          ? payload.sub.toLowerCase()
          : undefined,
      sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
      exp: typeof payload.exp === 'number' ? payload.exp : now + 60,
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
