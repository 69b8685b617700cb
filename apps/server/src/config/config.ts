import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

export const defaultSchemas = [
  'pgaccess',
  'pgusers',
  'pgpersonnel',
  'pgsubs',
  'pgathcare',
  'pgmedlock',
  'pgstore',
  'pgvendor',
  'pghealth',
  'pgsocial',
  'pgcontent',
];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_READ_URL: postgresUrl.optional(),
  DATA_DIR: z.string().default('./.data'),
  DB_SCHEMAS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : defaultSchemas,
    )
    .pipe(
      z
        .array(z.string().regex(/^[a-z_][a-z0-9_]*$/, 'schema names are lower-case identifiers'))
        .min(1),
    ),
  DB_MAX_ROWS: z.coerce.number().int().positive().default(1000),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_AUD: z.string().default('athcare'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SEED_DEMO: booleanFlag,
  /** Login attempts per minute for one IP and account, and for one IP (spec: abuse limits). */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  /** Key prefix of the rate-limit counters in Redis. */
  RATE_LIMIT_PREFIX: z.string().default('athcare:rl:'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Other origins allowed to call the API from a browser (with credentials), comma-separated
   * `scheme://host[:port]`. Unset: same-origin only, no CORS headers at all.
   */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/,
            'each origin is scheme://host[:port], lower-case, no path and no wildcard',
          ),
      ),
    ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET'> {
  JWT_SECRET: string;
}

export class ConfigError extends Error {}

/** Spec §8: invalid configuration stops start-up with a clear message naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  return {
    ...cfg,
    DATA_DIR: resolve(cfg.DATA_DIR),
    JWT_SECRET: cfg.JWT_SECRET ?? developmentSecret(cfg),
  };
}

/** Without JWT_SECRET, development keeps a generated secret in DATA_DIR; production must set it. */
function developmentSecret(cfg: Env): string {
  if (cfg.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production',
    );
  }
  const dir = resolve(cfg.DATA_DIR);
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
