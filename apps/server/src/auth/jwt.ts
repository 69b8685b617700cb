import { errors, jwtVerify, SignJWT } from 'jose';

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

const encoder = new TextEncoder();

export async function signAccessToken(
  settings: JwtSettings,
  claims: AccessClaims,
  expiresInSeconds: number,
): Promise<string> {
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds);
  if (settings.audience) jwt = jwt.setAudience(settings.audience);
  return jwt.sign(encoder.encode(settings.secret));
}

/** A token that is malformed, badly signed, expired or for another audience. */
export class InvalidTokenError extends Error {}

export async function verifyAccessToken(
  settings: JwtSettings,
  token: string,
): Promise<Record<string, unknown>> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(settings.secret), {
      algorithms: ['HS256'],
      // A token without exp would never end; refuse it (PostgREST accepts it, we do not).
      requiredClaims: ['exp'],
      ...(settings.audience ? { audience: settings.audience } : {}),
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new InvalidTokenError('JWT expired');
    throw new InvalidTokenError(
      error instanceof errors.JWTClaimValidationFailed ? 'JWT claim validation failed' : 'JWSError',
    );
  }
}
