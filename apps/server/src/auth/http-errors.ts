import type { FastifyReply } from 'fastify';

/** PostgREST's error body: the API client and postgrest-js read these four keys. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): FastifyReply {
  const body: ApiErrorBody = { code, message, details, hint };
  return reply.code(status).type('application/json').send(body);
}

/** Codes of the auth routes, in the SQLSTATE style the data API uses. */
export const authErrorCodes = {
  invalidInput: '22023',
  taken: '23505',
  invalidCredentials: '28P01',
  notAuthorized: '28000',
  rateLimited: 'PT429',
} as const;
