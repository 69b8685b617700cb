import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { core } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@athcare/shared/constants';
import type { Config } from '../config/config.ts';
import { noteSessionStarted } from '../db/read-your-writes.ts';
import { ApiError } from '../errors/api-error.ts';
import type { Kernel } from '../http/kernel.ts';
import { signAccessToken, type JwtSettings } from './jwt.ts';
import { checkLimits, type Limit, type RateLimitStore } from './rate-limit.ts';

/** What every auth endpoint gets: the kernel, the config and the rate-limit counters. */
export interface AuthDeps {
  k: Kernel;
  config: Config;
  store: RateLimitStore;
}

/** The refresh token's cookie: httpOnly, sent only to the auth RPCs. */
export const REFRESH_COOKIE = 'athcare_refresh_token';
const COOKIE_PATH = '/api/rpc';

/** Codes of the auth endpoints, in the SQLSTATE style the data API uses. */
export const authErrorCodes = {
  invalidInput: '22023',
  taken: '23505',
  invalidCredentials: '28P01',
  notAuthorized: '28000',
  rateLimited: 'PT429',
} as const;

/** The auth refusals; `field` (in `details`) names the input at fault where there is one. */
export const refuse = {
  invalidInput: (message: string, field: string | null = null) =>
    new ApiError(400, authErrorCodes.invalidInput, message, field),
  taken: (message: string, field: string) =>
    new ApiError(409, authErrorCodes.taken, message, field),
  invalidCredentials: (message: string, field: string | null = null) =>
    new ApiError(400, authErrorCodes.invalidCredentials, message, field),
  notAuthorized: (status: 401 | 403, message: string) =>
    new ApiError(status, authErrorCodes.notAuthorized, message),
};

type Body = Record<string, unknown>;

/**
 * The JSON body's fields by their snake_case name (spec §7); the camelCase spelling is accepted
 * too. Anything but an object reads as empty.
 */
export function readBody(request: FastifyRequest): (snake: string) => unknown {
  const raw = request.body;
  const body: Body =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Body) : {};
  return (snake) =>
    body[snake] ?? body[snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())];
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

// core.$ZodError: the shared auth schemas are zod/mini (the login page loads them first), whose
// errors are zod's core error without full zod's helpers; only the issues are read here.
function validationError(error: core.$ZodError): ApiError {
  const issue = error.issues[0];
  const path = issue?.path[0];
  return refuse.invalidInput(
    issue?.message ?? 'Invalid input',
    typeof path === 'string' ? snakeCase(path) : null,
  );
}

/**
 * The JSON body's fields (by snake_case name, camelCase accepted; see readBody) picked into the
 * schema's input and parsed; else 400 naming the first field at fault.
 */
export function parseBody<T>(
  request: FastifyRequest,
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: core.$ZodError };
  },
  pick: (field: (snake: string) => unknown) => Record<string, unknown>,
): T {
  const parsed = schema.safeParse(pick(readBody(request)));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * Counts one hit against each limit (`perMinute(…)`, `loginLimits(…)`); past any, 429 with
 * Retry-After (after `onLimited`, which may record the refusal).
 */
export async function enforceLimits(
  store: RateLimitStore,
  limits: Limit[],
  onLimited?: () => Promise<void>,
): Promise<void> {
  const retryAfter = await checkLimits(store, limits);
  if (!retryAfter) return;
  await onLimited?.();
  throw new ApiError(
    429,
    authErrorCodes.rateLimited,
    'Too many attempts. Please wait a minute and try again.',
    null,
    `Retry after ${retryAfter} seconds.`,
    { 'retry-after': String(retryAfter) },
  );
}

export function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** The refresh token's httpOnly cookie, set on sign-in and refresh, cleared on the way out. */
export const refreshCookie = { set: setRefreshCookie, clear: clearRefreshCookie };

export function accessTokenFor(
  config: Config,
  userId: string,
  sessionId: string,
  appRoles: string[],
): Promise<string> {
  const jwt: JwtSettings = { secret: config.JWT_SECRET, audience: config.JWT_AUD };
  // A new session's first reads must see what started it (replica-reads.ts).
  noteSessionStarted(sessionId);
  return signAccessToken(
    jwt,
    { sub: userId, role: 'authenticated', app_roles: appRoles, sid: sessionId },
    ACCESS_TOKEN_TTL_SECONDS,
  );
}

/** logout and refresh_token are called with an empty body (spec §7), sometimes still typed JSON. */
export function acceptEmptyJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const raw = typeof text === 'string' ? text : text.toString('utf8');
    if (raw.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(raw));
    } catch {
      const error = new Error('Could not parse the JSON body') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}
