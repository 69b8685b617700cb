import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A vendor's bank account number at rest: AES-256-GCM with a random 12-byte IV, stored as base64 of
 * iv || tag || ciphertext. The vendor's id is bound in as associated data, so a ciphertext copied
 * onto another vendor's row does not decrypt. The key is BANK_DETAILS_KEY (config.ts).
 */
export function encryptAccountNumber(key: Buffer, vendorId: number, accountNumber: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`vendor:${vendorId}`));
  const body = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The account number, or null when the ciphertext was not made with this key for this vendor. */
export function decryptAccountNumber(key: Buffer, vendorId: number, stored: string): string | null {
  try {
    const raw = Buffer.from(stored, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(`vendor:${vendorId}`));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** What the vendor's pages show: the last four digits. */
export function maskAccountNumber(last4: string): string {
  return `XXXXXX${last4}`;
}
