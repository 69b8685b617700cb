import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the refresh token as the client holds it. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function successorKey(parentToken: string): Buffer {
  return createHash('sha256').update(`athcare-refresh-successor:${parentToken}`, 'utf8').digest();
}

/**
 * Encrypts the child token under a key derived from the parent token (AES-256-GCM). Only a holder
 * of the parent can open it: the database alone never reveals a usable token.
 */
export function sealSuccessor(parentToken: string, childToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(parentToken), iv);
  const body = Buffer.concat([cipher.update(childToken, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openSuccessor(parentToken: string, sealed: string): string | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      successorKey(parentToken),
      raw.subarray(0, 12),
    );
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
