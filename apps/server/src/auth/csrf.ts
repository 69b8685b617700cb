import type { FastifyRequest } from 'fastify';

/**
 * True for a request a cross-site HTML form cannot send without a CORS preflight (which this
 * server never grants): a JSON content type, or the X-Requested-With header. Cookie-authenticated
 * state changes (logout) act only on such requests.
 */
export function isNonSimpleRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^application\/json\b/i.test(type) || request.headers['x-requested-with'] !== undefined;
}
