import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../config/config.ts';

export type RequestLogLevel = 'error' | 'info' | 'debug';

export interface RequestLogPolicy {
  production: boolean;
  /** Share (0–1) of successful production requests that get a line. */
  sampleRate: number;
}

/**
 * The level of a request's one log line, or null for none: server errors always at error; in
 * production a sample of the rest at info; elsewhere everything at debug (shown with
 * LOG_LEVEL=debug, quiet at the default info).
 */
export function requestLogLevel(
  statusCode: number,
  policy: RequestLogPolicy,
  random: () => number = Math.random,
): RequestLogLevel | null {
  if (statusCode >= 500) return 'error';
  if (!policy.production) return 'debug';
  return random() < policy.sampleRate ? 'info' : null;
}

/** What a request line says: the route pattern, never the address as sent. */
function describe(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    // Paths and query strings can carry share tokens and medical search terms.
    route: request.routeOptions.url ?? '(unmatched)',
    statusCode: reply.statusCode,
    responseTimeMs: Math.round(reply.elapsedTime),
  };
}

/**
 * Fastify's request log lines, replaced: one line per answered request at the level
 * `requestLogLevel` picks (instead of "incoming" + "completed" at info), and a server error's
 * cause always at error.
 */
export class RequestLogController extends LogController {
  readonly #policy: RequestLogPolicy;
  readonly #random: () => number;

  constructor(
    config: Pick<Config, 'NODE_ENV' | 'LOG_REQUEST_SAMPLE_RATE'>,
    random: () => number = Math.random,
  ) {
    super();
    this.#policy = {
      production: config.NODE_ENV === 'production',
      sampleRate: config.LOG_REQUEST_SAMPLE_RATE,
    };
    this.#random = random;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const level = error ? 'error' : requestLogLevel(reply.statusCode, this.#policy, this.#random);
    if (!level) return;
    const line = describe(request, reply);
    if (level === 'error') reply.log.error({ ...line, err: error }, 'request completed');
    else reply.log[level](line, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // A client error is told by its request line; a server error's cause is always kept.
    if (reply.statusCode >= 500)
      reply.log.error({ ...describe(request, reply), err: error }, error.message);
  }

  override routeNotFound(): void {}
}
