import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy may hand on: letters, digits, `-`, `_`, `.`, `:`; 8–128 characters. */
const wellFormed = /^[A-Za-z0-9._:-]{8,128}$/;

export const requestIdHeader = 'x-request-id';

/**
 * Fastify's `genReqId`: a fresh UUID, or the id a trusted proxy in front already gave the request
 * (only when TRUST_PROXY_HOPS > 0, and only a well-formed one), so one id follows a request
 * through the proxy's logs and ours. A client cannot choose its id when nothing in front is
 * trusted.
 */
export function requestIdGenerator(trustProxyHops: number): (request: IncomingMessage) => string {
  return (request) => {
    if (trustProxyHops > 0) {
      const sent = request.headers[requestIdHeader];
      if (typeof sent === 'string' && wellFormed.test(sent)) return sent;
    }
    return randomUUID();
  };
}

/** Every response carries its request's id; Fastify's logger puts it (`reqId`) on every line. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}
