import { describe, expect, it } from 'vitest';
import { passwordTooCommonMessage } from '@athcare/shared/auth.schema';
import {
  hashingThreads,
  hashPassword,
  isCommonPassword,
  passwordPolicyError,
  verifyPassword,
} from './passwords.ts';
import { hashToken, newRefreshToken, openSuccessor, sealSuccessor } from './tokens.ts';

describe('passwords', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery!')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('hashes on half the cores, at least one, leaving the rest to requests', () => {
    expect([1, 2, 3, 4, 16].map(hashingThreads)).toEqual([1, 1, 1, 2, 8]);
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('Sunshine')).toBe(true);
    expect(isCommonPassword('india@123')).toBe(true);
    expect(passwordPolicyError('qwertyuiop')).toBe(passwordTooCommonMessage);
    expect(passwordPolicyError('a quiet river at dawn')).toBeUndefined();
  });

  it('hashes and verifies many at once on the hashing threads', async () => {
    const hash = await hashPassword('many at once');
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) => verifyPassword(hash, i % 2 ? 'many at once' : 'wrong')),
    );
    expect(results).toEqual([false, true, false, true, false, true, false]);
  });
});

describe('refresh tokens', () => {
  it('are 256 random bits, stored as SHA-256 hex', () => {
    const token = newRefreshToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(newRefreshToken()).not.toBe(token);
  });

  it('seal the successor so that only the parent opens it', () => {
    const parent = newRefreshToken();
    const child = newRefreshToken();
    const sealed = sealSuccessor(parent, child);
    expect(sealed).not.toContain(child);
    expect(openSuccessor(parent, sealed)).toBe(child);
    expect(openSuccessor(newRefreshToken(), sealed)).toBeUndefined();
  });
});
