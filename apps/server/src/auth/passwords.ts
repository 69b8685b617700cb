import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { passwordTooCommonMessage } from '@athcare/shared/auth.schema';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
export const argon2Options = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id; a const enum cannot be imported under isolatedModules
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Bounds hashes in flight: each takes 19 MiB and a thread; a login storm must not exhaust memory. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

const hashing = new Semaphore(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, argon2Options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, password));
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
