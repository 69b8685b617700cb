import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** `a, b,,c` → `['a', 'b', 'c']`: a comma-separated setting's items, trimmed, empty ones dropped. */
const commaList = (v: string): string[] =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

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
  /** The authenticator login role requests connect as; unset: the user of DATABASE_URL. */
  DATABASE_AUTHENTICATOR_URL: postgresUrl.optional(),
  DATA_DIR: z.string().default('./.data'),
  DB_SCHEMAS: z
    .string()
    .optional()
    .transform((v) => (v ? commaList(v) : defaultSchemas))
    .pipe(
      z
        .array(z.string().regex(/^[a-z_][a-z0-9_]*$/, 'schema names are lower-case identifiers'))
        .min(1),
    ),
  DB_MAX_ROWS: z.coerce.number().int().positive().default(1000),
  /** PostgREST's db-aggregates-enabled: `select=count(),col.sum()`; off by default, as there. */
  DB_AGGREGATES_ENABLED: booleanFlag,
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Statement timeout of anonymous requests (lower than signed-in users'). */
  ANON_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** Request-cost limits of the data API (plan/cost-limits.ts). */
  DB_MAX_SELECT_ITEMS: z.coerce.number().int().positive().default(100),
  DB_MAX_EMBED_DEPTH: z.coerce.number().int().positive().max(8).default(4),
  DB_MAX_EMBEDS: z.coerce.number().int().positive().default(24),
  DB_MAX_CONDITIONS: z.coerce.number().int().positive().default(100),
  DB_MAX_EMBEDDED_ROWS: z.coerce.number().int().positive().default(20_000),
  /**
   * The same for anonymous callers: public pages embed a few hundred rows at most, and on the
   * embedded engine every row built is time everyone else waits (issue 12's bench).
   */
  ANON_MAX_EMBEDDED_ROWS: z.coerce.number().int().positive().default(2_000),
  DB_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(16 * 1024 * 1024),
  /** API requests one client (a signed-in user, or an IP when anonymous) runs at once; the rest wait. */
  CLIENT_MAX_CONCURRENT: z.coerce.number().int().positive().default(4),
  /** Requests one client may have waiting before it gets 429. */
  CLIENT_MAX_QUEUED: z.coerce.number().int().min(0).default(32),
  /** Live-event streams (GET /api/events) one user may hold open at once; one more gets 429. */
  EVENTS_MAX_STREAMS_PER_USER: z.coerce.number().int().positive().default(4),
  /** Live-event streams the server holds open at once, all users together. */
  EVENTS_MAX_STREAMS: z.coerce.number().int().positive().default(2000),
  /** A comment line on every open stream this often, so proxies and clients see it alive. */
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(1000).default(25_000),
  /** Where mail goes: `smtp://user:pass@host:port` or `smtps://…`. Unset: into DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be smtp://… or smtps://…')
    .optional(),
  /**
   * How SMS codes are sent (phone verification). Unset: phone contacts cannot be verified yet.
   * `log`: the number (masked) is logged, never the code; outside production the message is
   * also written into DATA_DIR/sms-outbox, as mail goes to DATA_DIR/outbox without SMTP_URL.
   */
  SMS_PROVIDER: z.enum(['log']).optional(),
  /** The sender of every mail. */
  MAIL_FROM: z.string().min(3).default('Athcare <no-reply@athcare.demo>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * AES-256-GCM key for vendors' bank account numbers: 32 bytes as 64 hex characters or base64.
   * Unset outside production: derived from JWT_SECRET (HKDF), so a development database stays
   * readable across restarts.
   */
  BANK_DETAILS_KEY: z
    .string()
    .refine(
      (v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32,
      'must be 32 bytes as 64 hex characters or base64',
    )
    .optional(),
  JWT_AUD: z.string().default('athcare'),
  /** PostgREST's db-anon-role: the role of requests without a token; empty disables anonymous access. */
  DB_ANON_ROLE: z
    .string()
    .regex(/^$|^[a-z_][a-z0-9_]*$/, 'must be a role name or empty')
    .default('anon'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  /** How long one S3 request may take before the upload or download fails. */
  S3_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SEED_DEMO: booleanFlag,
  /** Login attempts per minute for one IP and account, and for one IP (spec: abuse limits). */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  /** Login attempts per hour for one account across all IPs (a slow global backoff). */
  LOGIN_LIMIT_PER_ACCOUNT_HOURLY: z.coerce.number().int().positive().default(100),
  /** check_email_taken / check_username_taken calls per minute from one IP. */
  TAKEN_CHECK_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  /** find_member calls per minute from one IP (finding a person to share with). */
  FIND_MEMBER_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
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
  /** Unset: info (request lines are at debug in development, so they stay quiet). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token for GET /metrics (Prometheus); unset: the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Share of successful requests logged in production (0–1); errors are always logged. */
  LOG_REQUEST_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** The legal pages' operator and grievance officer (Indian IT Rules 2021, rule 3(2)). */
  LEGAL_OPERATOR_NAME: z.string().default('Athcare Health Private Limited'),
  LEGAL_OPERATOR_ADDRESS: z
    .string()
    .default('4th Floor, Example Towers, MG Road, Bengaluru, Karnataka 560001, India'),
  LEGAL_JURISDICTION_CITY: z.string().default('Bengaluru'),
  LEGAL_GRIEVANCE_OFFICER_NAME: z.string().default('Meenakshi Raman'),
  LEGAL_GRIEVANCE_OFFICER_DESIGNATION: z.string().default('Grievance Officer'),
  LEGAL_GRIEVANCE_EMAIL: z.string().email().default('grievance@athcare.demo'),
  LEGAL_GRIEVANCE_PHONE: z.string().default('+91 80 4000 0000'),
  /** Who takes store payments: the built-in test provider (no money moves) or Razorpay. */
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).default('test'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  /**
   * Other origins allowed to call the API from a browser (with credentials), comma-separated
   * `scheme://host[:port]`. Unset: same-origin only, no CORS headers at all.
   */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? commaList(v) : []))
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

/** Every environment variable the server reads into its configuration (deployment files' check). */
export const configVariableNames: readonly string[] = Object.keys(envSchema.shape);

export interface Config extends Omit<Env, 'JWT_SECRET' | 'BANK_DETAILS_KEY'> {
  JWT_SECRET: string;
  /** The 32-byte key bank account numbers are encrypted with. */
  BANK_DETAILS_KEY: Buffer;
}

export class ConfigError extends Error {}

/**
 * Variables whose empty value means something (as in PostgREST): an empty JWT_AUD turns the
 * audience check off, an empty DB_ANON_ROLE disables anonymous access. Any other empty variable
 * counts as unset.
 */
const emptyMeansSomething = new Set(['JWT_AUD', 'DB_ANON_ROLE']);

/** Spec §8: invalid configuration stops start-up with a clear message naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => v !== '' || emptyMeansSomething.has(k)),
  );
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (cfg.PAYMENT_PROVIDER === 'razorpay') {
    const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
      .filter((k) => !cfg[k])
      .map((k) => `  ${k}: required when PAYMENT_PROVIDER=razorpay`);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  const jwtSecret = cfg.JWT_SECRET ?? developmentSecret(cfg);
  if (cfg.NODE_ENV === 'production' && !cfg.BANK_DETAILS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  BANK_DETAILS_KEY: required when NODE_ENV=production',
    );
  }
  return {
    ...cfg,
    DATA_DIR: resolve(cfg.DATA_DIR),
    JWT_SECRET: jwtSecret,
    BANK_DETAILS_KEY: cfg.BANK_DETAILS_KEY
      ? /^[0-9a-fA-F]{64}$/.test(cfg.BANK_DETAILS_KEY)
        ? Buffer.from(cfg.BANK_DETAILS_KEY, 'hex')
        : Buffer.from(cfg.BANK_DETAILS_KEY, 'base64')
      : Buffer.from(hkdfSync('sha256', jwtSecret, '', 'athcare bank details', 32)),
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
