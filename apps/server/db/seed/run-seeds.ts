import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Database } from '../../src/db/database.ts';

export interface SeedContext {
  db: Database;
  /** Deterministic pseudo-random numbers in [0, 1): the demo data is the same on every start. */
  random: () => number;
}

/** A seed file exports `seed(ctx)`; it must be idempotent (start-up runs it every time). */
export type SeedModule = { seed: (ctx: SeedContext) => Promise<void> };

const seedDir = fileURLToPath(new URL('./', import.meta.url));

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs db/seed/NN_name.ts files in name order; each feature adds its own file. */
export async function runSeeds(db: Database): Promise<string[]> {
  const files = (await readdir(seedDir)).filter((f) => /^\d{2}_[a-z0-9_-]+\.ts$/.test(f)).sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(seedDir + file).href)) as SeedModule;
    await mod.seed({ db, random: mulberry32(20261122 + files.indexOf(file)) });
  }
  return files;
}
