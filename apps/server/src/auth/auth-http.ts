import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { core } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@athcare/shared/constants';
import type { Config } from '../config/config.ts';
import { ApiError } from '../errors/api-error.ts';
import type { Kernel } from '../http/kernel.ts';
import { signAccessToken, type JwtSettings } from './jwt.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** What every auth endpoint gets: the kernel, the config and the rate-limit counters. */
export interface AuthDeps {
  k: Kernel;
  config: Config;
  store: RateLimitStore;
}

/** The refresh token's cookie: httpOnly, sent only to the auth RPCs. */
export const REFRESH_COOKIE = 'athcare_refresh_token';
const COOKIE_PATH = '/api/rpc';
export const MINUTE_MS = 60_000;

/** Codes of the auth endpoints, in the SQLSTATE style the data API uses. */
export const authErrorCodes = {
  invalidInput: '22023',
  taken: '23505',
  invalidCredentials: '28P01',
  notAuthorized: '28000',
  rateLimited: 'PT429',
} as const;

export type AuthErrorCode = (typeof authErrorCodes)[keyof typeof authErrorCodes];

/** An auth refusal; `details` names the field at fault where there is one. */
export function authError(
  status: number,
  code: AuthErrorCode,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): ApiError {
  return new ApiError(status, code, message, details, hint, headers);
}

type Body = Record<string, unknown>;

export function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** The client sends snake_case (spec §7); camelCase is accepted too. */
export function field(body: Body, snake: string, camel: string): unknown {
  return body[snake] ?? body[camel];
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

// core.$ZodError: the shared auth schemas are zod/mini (the login page loads them first), whose
// errors are zod's core error without full zod's helpers; only the issues are read here.
export function validationError(error: core.$ZodError): ApiError {
  const issue = error.issues[0];
  const path = issue?.path[0];
  return authError(
    400,
    authErrorCodes.invalidInput,
    issue?.message ?? 'Invalid input',
    typeof path === 'string' ? snakeCase(path) : null,
  );
}

export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return authError(
    429,
    authErrorCodes.rateLimited,
    'Too many attempts. Please wait a minute and try again.',
    null,
    `Retry after ${retryAfterSeconds} seconds.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

export function setRefreshCookie(
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

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export function accessTokenFor(
  config: Config,
  userId: string,
  sessionId: string,
  appRoles: string[],
): Promise<string> {
  const jwt: JwtSettings = { secret: config.JWT_SECRET, audience: config.JWT_AUD };
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
