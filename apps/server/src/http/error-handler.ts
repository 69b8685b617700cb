import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, notFound, toApiError } from '../errors/api-error.ts';

/** Sends an ApiError: its status and headers, PostgREST's body `{code, message, details, hint}`. */
export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .header('proxy-status', `PostgREST; error=${error.code}`)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(error.toBody()));
}

/** Any thrown value as the ApiError the client sees. */
export function asApiError(error: unknown, authenticated: boolean): ApiError {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (body too large, bad content length, bad JSON) keep their status.
    return new ApiError(status, status === 413 ? 'PGRST413' : 'PGRST100', (error as Error).message);
  }
  // Database errors keep PostgreSQL's fields (PostgREST's status table); anything else is a 500.
  return toApiError(error, authenticated);
}

/**
 * The one error handler of the app: every route (data API, auth, locker, share links) answers
 * errors through it. Unexpected errors are logged by name and code only: their messages may hold
 * medical data or file names.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const apiError = asApiError(error, Boolean(request.headers.authorization));
    if (apiError.status >= 500 && !(error instanceof ApiError)) {
      const { name, code } = error as { name?: unknown; code?: unknown };
      request.log.error({ err: { name, code } }, 'request failed');
    }
    // A refusal before the whole body was read (an upload that failed midway): the rest of the
    // body is still on the connection, so the connection must not carry another request.
    if (!request.raw.complete) void reply.header('connection', 'close');
    return sendApiError(reply, apiError);
  });
}

/** 404 in PostgREST's shape for an unknown /api path or a non-GET request outside the API. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendApiError(reply, notFound());
}
