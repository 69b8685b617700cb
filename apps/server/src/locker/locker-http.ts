import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidTokenError, verifyAccessToken } from '../auth/jwt.ts';
import type { Config } from '../config/config.ts';
import type { RequestContext } from '../db/database.ts';
import type { ByteRange } from '../storage/blob-store.ts';

/**
 * An error the locker routes answer with, in PostgREST's body shape. `code` is PT<status> like the
 * data API's custom errors; `details` carries a stable machine reason ('expired', 'revoked', …).
 */
export class LockerError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'LockerError';
  }

  send(reply: FastifyReply): FastifyReply {
    for (const [k, v] of Object.entries(this.headers)) void reply.header(k, v);
    return reply
      .code(this.status)
      .type('application/json')
      .send({
        code: `PT${this.status}`,
        message: this.message,
        details: this.reason,
        hint: this.hint,
      });
  }
}

export interface Caller {
  userId: string;
  ctx: RequestContext;
}

/** The signed-in caller from the Bearer access token; the database then applies their policies. */
export async function authenticate(request: FastifyRequest, config: Config): Promise<Caller> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!m?.[1]) {
    throw new LockerError(401, 'Sign in to use the locker.', 'unauthenticated', null, {
      'www-authenticate': 'Bearer',
    });
  }
  let claims: Record<string, unknown>;
  try {
    claims = await verifyAccessToken({ secret: config.JWT_SECRET, audience: config.JWT_AUD }, m[1]);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      throw new LockerError(401, error.message, 'invalid_token', null, {
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    }
    throw error;
  }
  const sub = claims.sub;
  if (typeof sub !== 'string' || !uuidPattern.test(sub) || claims.role !== 'authenticated') {
    throw new LockerError(401, 'Sign in to use the locker.', 'unauthenticated');
  }
  return {
    userId: sub,
    ctx: {
      role: 'authenticated',
      claims: JSON.stringify(claims),
      readOnly: false,
      statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
    },
  };
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseUuid(value: unknown, notFound = 'File not found.'): string {
  if (typeof value !== 'string' || !uuidPattern.test(value))
    throw new LockerError(404, notFound, 'not_found');
  return value.toLowerCase();
}

/**
 * One range of a `Range: bytes=…` header against a size: undefined for no (or an ignorable
 * multi-range) header, 'unsatisfiable' for a range outside the file.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return undefined; // multiple ranges or another unit: answer with the whole file
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return undefined;
  if (size === 0) return 'unsatisfiable';
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** RFC 6266/5987: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Headers for locker bytes: never cached by shared caches, never sniffed, never scripted. The
 * allowed types cannot run script in the page (PDF scripts stay inside the viewer, text is served
 * as text/plain with nosniff); the CSP sandbox is added except for PDFs, which Chromium will not
 * render in a sandboxed document.
 */
export function contentHeaders(
  mimeType: string,
  name: string,
  sha256: string,
  disposition: 'inline' | 'attachment',
): Record<string, string> {
  const csp = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
  return {
    'content-type': mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : mimeType,
    'content-disposition': contentDisposition(disposition, name),
    etag: `"${sha256}"`,
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': mimeType === 'application/pdf' ? csp : `${csp}; sandbox`,
  };
}
