import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { core } from 'zod';
import {
  accountDisabledMessage,
  changePasswordInputSchema,
  invalidCredentialsMessage,
  loginInputSchema,
  registerInputSchema,
} from '@athcare/shared/auth.schema';
import { ACCESS_TOKEN_TTL_SECONDS, PASSWORD_MAX_LENGTH } from '@athcare/shared/constants';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import {
  appRolesOf,
  createAccount,
  findLoginAccount,
  findTaken,
  isActiveAccount,
  loadSessionUser,
  normaliseEmail,
  recordLoginAttempt,
  TakenError,
} from './accounts.ts';
import { audit } from './audit.ts';
import { authErrorCodes, sendError } from './http-errors.ts';
import { isNonSimpleRequest } from './csrf.ts';
import { InvalidTokenError, signAccessToken, verifyAccessToken, type JwtSettings } from './jwt.ts';
import {
  hashPassword,
  passwordPolicyError,
  prepareDummyHash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.ts';
import {
  checkLimits,
  createRateLimitStore,
  loginLimits,
  rateLimitKey,
  type RateLimitStore,
} from './rate-limit.ts';
import {
  createSession,
  revokeAllSessions,
  revokeSession,
  revokeSessionByToken,
  rotateRefreshToken,
} from './sessions.ts';

export interface AuthRoutesOptions {
  db: Database;
  config: Config;
  /** Defaults to Redis when REDIS_URL is set, else memory; closed with the app when created here. */
  rateLimitStore?: RateLimitStore;
}

/** The refresh token's cookie: httpOnly, sent only to the auth RPCs. */
export const REFRESH_COOKIE = 'athcare_refresh_token';
const COOKIE_PATH = '/api/rpc';
const MINUTE_MS = 60_000;

type Body = Record<string, unknown>;

function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** The client sends snake_case (spec §7); camelCase is accepted too. */
function field(body: Body, snake: string, camel: string): unknown {
  return body[snake] ?? body[camel];
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

// core.$ZodError: the shared auth schemas are zod/mini (the login page loads them first), whose
// errors are zod's core error without full zod's helpers; only the issues are read here.
function validationError(reply: FastifyReply, error: core.$ZodError): FastifyReply {
  const issue = error.issues[0];
  const path = issue?.path[0];
  return sendError(
    reply,
    400,
    authErrorCodes.invalidInput,
    issue?.message ?? 'Invalid input',
    typeof path === 'string' ? snakeCase(path) : null,
  );
}

function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendError(
    reply,
    429,
    authErrorCodes.rateLimited,
    'Too many attempts. Please wait a minute and try again.',
    null,
    `Retry after ${retryAfterSeconds} seconds.`,
  );
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

/**
 * POST /api/rpc/{register,login,logout,refresh_token,change_password}. Static routes, so they win
 * over the data API's /api/rpc/:fn.
 */
export function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { db, config } = options;
  const store = options.rateLimitStore ?? createRateLimitStore(config);
  if (!options.rateLimitStore) app.addHook('onClose', () => store.close());
  const jwt: JwtSettings = { secret: config.JWT_SECRET, audience: config.JWT_AUD };
  void prepareDummyHash();

  // logout and refresh_token are called with an empty body (spec §7), sometimes still typed JSON.
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

  const setRefreshCookie = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    maxAgeSeconds: number,
  ) => {
    reply.setCookie(REFRESH_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: maxAgeSeconds,
    });
  };
  const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply) => {
    reply.clearCookie(REFRESH_COOKIE, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  };
  const accessTokenFor = async (userId: string, sessionId: string, appRoles: string[]) =>
    signAccessToken(
      jwt,
      { sub: userId, role: 'authenticated', app_roles: appRoles, sid: sessionId },
      ACCESS_TOKEN_TTL_SECONDS,
    );

  app.post('/api/rpc/register', async (request, reply) => {
    const ip = request.ip;
    const retryAfter = await checkLimits(store, [
      { key: rateLimitKey('register-ip', ip), max: config.LOGIN_LIMIT_PER_IP, windowMs: MINUTE_MS },
    ]);
    if (retryAfter) return tooManyRequests(reply, retryAfter);

    const body = bodyOf(request);
    const parsed = registerInputSchema.safeParse({
      firstName: field(body, 'first_name', 'firstName'),
      middleName: field(body, 'middle_name', 'middleName') ?? undefined,
      lastName: field(body, 'last_name', 'lastName'),
      username: body.username,
      email: body.email,
      password: body.password,
    });
    if (!parsed.success) return validationError(reply, parsed.error);
    const input = { ...parsed.data, email: normaliseEmail(parsed.data.email) };
    const weak = passwordPolicyError(input.password);
    if (weak) return sendError(reply, 400, authErrorCodes.invalidInput, weak, 'password');

    const taken = await findTaken(db, input.email, input.username);
    if (taken) return sendError(reply, 409, authErrorCodes.taken, taken.message, taken.field);

    const passwordHash = await hashPassword(input.password);
    try {
      const id = await db.transaction(async (tx) => {
        const userId = await createAccount(tx, { ...input, passwordHash });
        await audit(tx, { event: 'register', userId, ip });
        return userId;
      });
      return reply.type('application/json').send(JSON.stringify(id));
    } catch (error) {
      if (error instanceof TakenError)
        return sendError(reply, 409, authErrorCodes.taken, error.message, error.field);
      throw error;
    }
  });

  app.post('/api/rpc/login', async (request, reply) => {
    const ip = request.ip;
    const body = bodyOf(request);
    const parsed = loginInputSchema.safeParse({
      identifier: body.identifier,
      password: body.password,
    });
    if (!parsed.success) return validationError(reply, parsed.error);
    const identifier = parsed.data.identifier.toLowerCase();
    const { password } = parsed.data;

    const account = await findLoginAccount(db, identifier);
    const retryAfter = await checkLimits(store, loginLimits(config, ip, account?.id ?? identifier));
    if (retryAfter) {
      await audit(db, { event: 'login_rate_limited', ip });
      return tooManyRequests(reply, retryAfter);
    }

    const ok =
      password.length <= PASSWORD_MAX_LENGTH * 4 && account?.passwordHash
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstDummy(password.slice(0, PASSWORD_MAX_LENGTH));
    if (!account || !ok) {
      await recordLoginAttempt(db, { identifier, userId: account?.id, ip, succeeded: false });
      await audit(db, {
        event: 'login_failed',
        userId: account?.id,
        ip,
        detail: { reason: account ? 'wrong_password' : 'unknown_account' },
      });
      return sendError(reply, 400, authErrorCodes.invalidCredentials, invalidCredentialsMessage);
    }
    if (!account.isActive) {
      await recordLoginAttempt(db, { identifier, userId: account.id, ip, succeeded: false });
      await audit(db, {
        event: 'login_failed',
        userId: account.id,
        ip,
        detail: { reason: 'disabled' },
      });
      return sendError(reply, 403, authErrorCodes.notAuthorized, accountDisabledMessage);
    }

    const { session, user } = await db.transaction(async (tx) => {
      const session = await createSession(tx, account.id, {
        ip,
        userAgent: request.headers['user-agent'],
      });
      await tx.query('update pgusers.profile set last_login_at = now() where id = $1', [
        account.id,
      ]);
      await recordLoginAttempt(tx, { identifier, userId: account.id, ip, succeeded: true });
      await audit(tx, {
        event: 'login_ok',
        userId: account.id,
        ip,
        detail: { sid: session.sessionId },
      });
      return { session, user: await loadSessionUser(tx, account.id) };
    });
    if (!user) throw new Error('signed-in user vanished');
    const accessToken = await accessTokenFor(user.id, session.sessionId, user.app_roles);
    setRefreshCookie(request, reply, session.refreshToken, session.maxAgeSeconds);
    return {
      access_token: accessToken,
      refresh_token: session.refreshToken,
      auth_id: user.id,
      user,
    };
  });

  app.post('/api/rpc/refresh_token', async (request, reply) => {
    const ip = request.ip;
    const fromCookie = stringOrUndefined(request.cookies[REFRESH_COOKIE]);
    const body = bodyOf(request);
    const fromBody = fromCookie
      ? undefined
      : stringOrUndefined(field(body, 'refresh_token', 'refreshToken'));
    const presented = fromCookie ?? fromBody;
    if (!presented) {
      return sendError(reply, 401, authErrorCodes.notAuthorized, 'No refresh token was sent.');
    }

    const result = await rotateRefreshToken(db, presented);
    if (result.kind === 'invalid') {
      clearRefreshCookie(request, reply);
      return sendError(
        reply,
        401,
        authErrorCodes.notAuthorized,
        'The refresh token is invalid or has expired.',
      );
    }
    if (result.kind === 'replay') {
      await audit(db, {
        event: 'refresh_replay',
        userId: result.userId,
        ip,
        detail: { sid: result.sessionId },
      });
      clearRefreshCookie(request, reply);
      return sendError(
        reply,
        401,
        authErrorCodes.notAuthorized,
        'The refresh token is invalid or has expired.',
      );
    }
    if (!(await isActiveAccount(db, result.userId))) {
      await revokeSession(db, result.sessionId, result.userId, 'admin');
      clearRefreshCookie(request, reply);
      return sendError(reply, 403, authErrorCodes.notAuthorized, accountDisabledMessage);
    }
    await audit(db, {
      event: 'refresh',
      userId: result.userId,
      ip,
      detail: { sid: result.sessionId, ...(result.reissued ? { reissued: true } : {}) },
    });
    const accessToken = await accessTokenFor(
      result.userId,
      result.sessionId,
      await appRolesOf(db, result.userId),
    );
    setRefreshCookie(request, reply, result.refreshToken, result.maxAgeSeconds);
    // A client without cookies (body fallback) needs the new refresh token in the answer.
    return fromBody
      ? { access_token: accessToken, refresh_token: result.refreshToken }
      : { access_token: accessToken };
  });

  app.post('/api/rpc/logout', async (request, reply) => {
    // A cross-site form post must not end the session or clear the cookie.
    if (!isNonSimpleRequest(request))
      return sendError(reply, 403, authErrorCodes.notAuthorized, 'Logout needs a JSON request.');
    const ip = request.ip;
    const token =
      stringOrUndefined(request.cookies[REFRESH_COOKIE]) ??
      stringOrUndefined(field(bodyOf(request), 'refresh_token', 'refreshToken'));
    let ended: { sessionId: string; userId: string } | undefined;
    if (token) {
      ended = await revokeSessionByToken(db, token, 'logout');
    } else {
      const bearer = bearerToken(request);
      const claims = bearer
        ? await verifyAccessToken(jwt, bearer).catch(() => undefined)
        : undefined;
      if (typeof claims?.sub === 'string' && typeof claims.sid === 'string') {
        if (await revokeSession(db, claims.sid, claims.sub, 'logout'))
          ended = { sessionId: claims.sid, userId: claims.sub };
      }
    }
    if (ended)
      await audit(db, {
        event: 'logout',
        userId: ended.userId,
        ip,
        detail: { sid: ended.sessionId },
      });
    clearRefreshCookie(request, reply);
    return reply.code(204).send();
  });

  app.post('/api/rpc/change_password', async (request, reply) => {
    const ip = request.ip;
    const bearer = bearerToken(request);
    let userId: string | undefined;
    try {
      const claims = bearer ? await verifyAccessToken(jwt, bearer) : undefined;
      userId = typeof claims?.sub === 'string' ? claims.sub : undefined;
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
    }
    if (!userId)
      return sendError(
        reply,
        401,
        authErrorCodes.notAuthorized,
        'You must be signed in to change your password.',
      );

    const body = bodyOf(request);
    const parsed = changePasswordInputSchema.safeParse({
      currentPassword: field(body, 'current_password', 'currentPassword'),
      newPassword: field(body, 'new_password', 'newPassword'),
    });
    if (!parsed.success) return validationError(reply, parsed.error);
    const weak = passwordPolicyError(parsed.data.newPassword);
    if (weak) return sendError(reply, 400, authErrorCodes.invalidInput, weak, 'new_password');

    const retryAfter = await checkLimits(store, [
      {
        key: rateLimitKey('change-password', userId),
        max: config.LOGIN_LIMIT_PER_ACCOUNT,
        windowMs: MINUTE_MS,
      },
    ]);
    if (retryAfter) return tooManyRequests(reply, retryAfter);

    const [row] = await db.query<{ password_hash: string }>(
      'select password_hash from auth.credentials where user_id = $1',
      [userId],
    );
    if (!row || !(await verifyPassword(row.password_hash, parsed.data.currentPassword))) {
      return sendError(
        reply,
        400,
        authErrorCodes.invalidCredentials,
        'The current password is not correct.',
        'current_password',
      );
    }
    const passwordHash = await hashPassword(parsed.data.newPassword);
    await db.transaction(async (tx) => {
      await tx.query(
        'update auth.credentials set password_hash = $2, password_changed_at = now() where user_id = $1',
        [userId, passwordHash],
      );
      const ended = await revokeAllSessions(tx, userId, 'password_change');
      await audit(tx, { event: 'password_changed', userId, ip, detail: { sessions_ended: ended } });
    });
    clearRefreshCookie(request, reply);
    return reply.code(204).send();
  });
  return Promise.resolve();
}
