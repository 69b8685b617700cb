import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Algorithm } from '@node-rs/argon2';
import { passwordTooCommonMessage } from '@athcare/shared/auth.schema';
import { HashPool } from './hash-pool.ts';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
export const argon2Options = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id; a const enum cannot be imported under isolatedModules
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** One hashing thread per core (auth/hash-pool.ts): a login storm queues rather than exhausting memory. */
const hashing = new HashPool(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return hashing.hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Computes the dummy hash ahead of the first unknown-account login (called at start-up). */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`athcare-dummy-${Math.random()}`);
  return dummyHash;
}
/**
 * Verifies against a throw-away hash, so that an unknown account costs the same time as a wrong
 * password and the two cannot be told apart.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

let commonPasswords: Set<string> | undefined;
/** About 1,200 of the most used passwords of 8+ characters (SecLists' WPA top list, plus local ones). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

/** Rules beyond the shared schema's length bounds (NIST 800-63B: a blocklist, no composition rules). */
export function passwordPolicyError(password: string): string | undefined {
  return isCommonPassword(password) ? passwordTooCommonMessage : undefined;
}
