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

/**
 * Hashing threads for `cores` cores: half of them, at least one. Each hash holds a core and 19 MiB
 * (memory-hard by design), so hashing on every core slowed everything else on the machine with
 * it, whatever the threads' priority. Measured by `npm run bench:login-storm` on 2 cores: one
 * thread still signs in 100–120 a second and keeps an upload's p99 within about 2× of its time
 * alone; two threads reach 126 a second but put uploads' p99 at 4–6×.
 */
export const hashingThreads = (cores: number): number => Math.max(1, Math.floor(cores / 2));

/** The hashing pool (auth/hash-pool.ts): a login storm queues there rather than exhausting memory. */
const hashing = new HashPool(hashingThreads(availableParallelism()));

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
