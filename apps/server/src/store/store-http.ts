import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidTokenError, verifyAccessToken } from '../auth/jwt.ts';
import type { Config } from '../config/config.ts';
import type { RequestContext } from '../db/database.ts';
import { ApiError, invalidToken, toApiError } from '../errors/api-error.ts';
import { PaymentVerificationError } from './payment-provider.ts';

/**
 * What the store's few endpoints outside the data API share, until the HTTP kernel lands: the
 * caller from the Bearer token, and errors answered in the data API's one error shape. Every
 * access rule stays in the SQL functions these endpoints call as the caller.
 */
export interface Caller {
  userId: string;
  ctx: RequestContext;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function callerOf(request: FastifyRequest, config: Config): Promise<Caller> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!m?.[1]) {
    throw new ApiError(401, 'PGRST302', 'Sign in to continue.', null, null, {
      'www-authenticate': 'Bearer',
    });
  }
  let claims: Record<string, unknown>;
  try {
    claims = await verifyAccessToken({ secret: config.JWT_SECRET, audience: config.JWT_AUD }, m[1]);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw invalidToken(error.message);
    throw error;
  }
  if (typeof claims.sub !== 'string' || !uuid.test(claims.sub) || claims.role !== 'authenticated') {
    throw invalidToken('The token does not name a signed-in user.');
  }
  return {
    userId: claims.sub,
    ctx: {
      role: 'authenticated',
      claims: JSON.stringify(claims),
      readOnly: false,
      statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
    },
  };
}

/** A path id that must be a uuid; anything else is simply not found. */
export function parseId(value: unknown, what: string): string {
  if (typeof value !== 'string' || !uuid.test(value)) {
    throw new ApiError(404, 'PT404', `${what} not found.`);
  }
  return value.toLowerCase();
}

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const e =
    error instanceof PaymentVerificationError
      ? new ApiError(400, 'PT400', error.message, 'payment_verification_failed')
      : toApiError(error, true);
  if (e.status >= 500) reply.log.error({ err: error }, 'store endpoint failed');
  return reply.code(e.status).headers(e.headers).send(e.toBody());
}
