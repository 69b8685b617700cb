import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims Athcare puts in an access token; role is the database role (PostgREST's rule). */
export interface AccessClaims {
  sub: string;
  role: string;
  app_roles: string[];
  sid: string;
  [claim: string]: unknown;
}

export interface JwtSettings {
  secret: string;
  /** Expected `aud`; empty turns the check off, like PostgREST's jwt-aud. */
  audience: string;
}

const hs256Header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * An HS256 token, signed with node:crypto's HMAC in the calling thread: jose's WebCrypto signing
 * (used before) cost several times more per sign-in for the same bytes.
 */
export function signAccessToken(
  settings: JwtSettings,
  claims: AccessClaims,
  expiresInSeconds: number,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const payload = {
    ...claims,
    iat,
    exp: iat + expiresInSeconds,
    ...(settings.audience ? { aud: settings.audience } : {}),
  };
  const signed = `${hs256Header}.${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`;
  const signature = createHmac('sha256', settings.secret).update(signed).digest('base64url');
  return Promise.resolve(`${signed}.${signature}`);
}

/**
 * A token that is malformed, badly signed, expired or for another audience, with PostgREST's
 * code (PGRST301: the token could not be decoded; PGRST303: its claims were refused), message
 * and details.
 */
export class InvalidTokenError extends Error {
  readonly code: 'PGRST301' | 'PGRST303';
  readonly details: string | null;
  constructor(
    message: string,
    code: 'PGRST301' | 'PGRST303' = 'PGRST301',
    details: string | null = null,
  ) {
    super(message);
    this.name = 'InvalidTokenError';
    this.code = code;
    this.details = details;
  }
}

const hmacAlgorithms: Readonly<Record<string, string>> = {
  HS256: 'sha256',
  HS384: 'sha384',
  HS512: 'sha512',
};

/** PostgREST allows this much clock skew on exp, nbf and iat. */
const allowedSkewSeconds = 30;

const decodeError = (message: string, details: string | null = null) =>
  new InvalidTokenError(message, 'PGRST301', details);
const claimsError = (message: string) => new InvalidTokenError(message, 'PGRST303');

function base64urlJson(part: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) throw decodeError('JWT cryptographic operation failed');
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Decodes and checks a JWT as PostgREST does with a symmetric secret (HS256/384/512): the same
 * order of checks and the same messages ("Expected 3 parts in JWT; got 2", "No suitable key or
 * wrong key type", "JWT expired", "JWT not in audience", …). A token without `aud` is accepted
 * even when an audience is configured; an empty configured audience turns the check off.
 */
export function verifyAccessTokenSync(
  settings: JwtSettings,
  token: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Record<string, unknown> {
  if (token === '') throw decodeError('Empty JWT is sent in Authorization header');
  const parts = token.split('.');
  if (parts.length !== 3) throw decodeError(`Expected 3 parts in JWT; got ${parts.length}`);
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = base64urlJson(headerPart);
  if (typeof header !== 'object' || header === null || Array.isArray(header))
    throw decodeError('JWT cryptographic operation failed');
  const alg = (header as { alg?: unknown }).alg;
  if (alg === 'none')
    throw decodeError(
      'Wrong or unsupported encoding algorithm',
      "JWT is unsecured but expected 'alg' was not 'none'",
    );
  const hash = typeof alg === 'string' ? hmacAlgorithms[alg] : undefined;
  if (!hash)
    throw decodeError(
      'No suitable key or wrong key type',
      'None of the keys was able to decode the JWT',
    );
  if (!/^[A-Za-z0-9_-]*$/.test(signaturePart))
    throw decodeError('JWT cryptographic operation failed');
  const expected = createHmac(hash, settings.secret)
    .update(`${headerPart}.${payloadPart}`)
    .digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw decodeError(
      'No suitable key or wrong key type',
      'None of the keys was able to decode the JWT',
    );
  const claims = base64urlJson(payloadPart);
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    throw claimsError('Parsing claims failed');
  const c = claims as Record<string, unknown>;
  const time = (key: string, what: string): number | undefined => {
    const v = c[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number') throw claimsError(`The JWT '${what}' claim must be a number`);
    return Math.trunc(v);
  };
  const exp = time('exp', 'exp');
  // A token without exp would never end: refused (PostgREST accepts it; issue #12 says no).
  if (exp === undefined) throw claimsError('JWT has no exp claim');
  if (nowSeconds - allowedSkewSeconds > exp) throw claimsError('JWT expired');
  const nbf = time('nbf', 'nbf');
  if (nbf !== undefined && nowSeconds + allowedSkewSeconds < nbf)
    throw claimsError('JWT not yet valid');
  const iat = time('iat', 'iat');
  if (iat !== undefined && nowSeconds + allowedSkewSeconds < iat)
    throw claimsError('JWT issued at future');
  const aud = c.aud;
  if (aud !== undefined && aud !== null) {
    const matches = (a: string) => !settings.audience || a === settings.audience;
    if (typeof aud === 'string') {
      if (!matches(aud)) throw claimsError('JWT not in audience');
    } else if (Array.isArray(aud) && aud.every((a) => typeof a === 'string')) {
      if (aud.length > 0 && !aud.some(matches)) throw claimsError('JWT not in audience');
    } else {
      throw claimsError("The JWT 'aud' claim must be a string or an array of strings");
    }
  }
  return c;
}

// eslint-disable-next-line @typescript-eslint/require-await -- kept async for its callers
export async function verifyAccessToken(
  settings: JwtSettings,
  token: string,
): Promise<Record<string, unknown>> {
  return verifyAccessTokenSync(settings, token);
}
