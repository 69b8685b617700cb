/** The claims the client reads from an access token (it never verifies: the server does). */
export interface AccessTokenClaims {
  sub?: string;
  exp?: number;
  role?: string;
  app_roles?: unknown;
  sid?: string;
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Spec §8: a token that fails to decode is logged and treated as no data (null). */
export function decodeJwtPayload(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) throw new Error('not a JWT');
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
      throw new Error('bad payload');
    return claims as AccessTokenClaims;
  } catch (error) {
    console.error('Failed to decode the access token', error);
    return null;
  }
}

/** True while the token's exp (seconds since the epoch) lies in the future. */
export function isTokenUnexpired(
  token: string | null | undefined,
  nowMs: number = Date.now(),
): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > nowMs;
}
