import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configVariableNames, loadConfig } from './config/config.ts';

/**
 * The Dockerfile and compose.yaml at the repository's root, checked without a Docker daemon:
 * what they copy exists, every variable they give the server is one it reads (and the values
 * pass its configuration check), and the health checks ask the server's own endpoints.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Service {
  build?: unknown;
  image?: string;
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string | string[] };
  volumes?: string[];
}
const compose = parse(read('compose.yaml')) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};

/** Compose's interpolation: `${X}`, `${X:-default}`, `${X:?message}`, `$$` for a literal `$`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (whole, name?: string, kind?: string, rest?: string) => {
      if (whole === '$$') return '$';
      const set = name !== undefined ? env[name] : undefined;
      if (set) return set;
      if (kind === '?') throw new Error(`compose refuses to start: ${rest ?? name}`);
      return kind === '-' ? (rest ?? '') : '';
    },
  );
}

// What an operator puts in .env (values only for this check).
const operatorEnv = {
  POSTGRES_PASSWORD: 'postgres-password',
  AUTHENTICATOR_PASSWORD: 'authenticator-password',
  MINIO_ROOT_PASSWORD: 'minio-password',
  JWT_SECRET: 'x'.repeat(48),
  BANK_DETAILS_KEY: 'ab'.repeat(32),
};
/** Read by libraries rather than the server's configuration schema. */
const libraryVariables = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);

describe('compose.yaml', () => {
  const server = compose.services.server!;

  it('runs the server with PostgreSQL, Redis and MinIO, each with a health check', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['server', 'postgres', 'redis', 'minio']),
    );
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'minio-bucket') continue; // a one-shot job
      expect(service.healthcheck, name).toBeDefined();
    }
    for (const [dependency, { condition }] of Object.entries(server.depends_on ?? {})) {
      expect(compose.services[dependency], dependency).toBeDefined();
      expect(['service_healthy', 'service_completed_successfully']).toContain(condition);
    }
    for (const service of Object.values(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./')) expect(existsSync(join(root, source)), source).toBe(true);
        else expect(compose.volumes?.[source], source).not.toBeUndefined();
      }
    }
  });

  it('gives the server only variables it reads, and values its configuration accepts', () => {
    const names = Object.keys(server.environment ?? {});
    const unknown = names.filter(
      (n) => !configVariableNames.includes(n) && !libraryVariables.has(n),
    );
    expect(unknown).toEqual([]);
    for (const wanted of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'JWT_SECRET'])
      expect(names).toContain(wanted);

    const env = Object.fromEntries(
      Object.entries(server.environment ?? {}).map(([k, v]) => [
        k,
        interpolate(String(v ?? ''), operatorEnv),
      ]),
    );
    const config = loadConfig(env);
    expect(config.NODE_ENV).toBe('production');
    expect(new URL(config.DATABASE_URL!).hostname).toBe('postgres');
    expect(new URL(config.DATABASE_AUTHENTICATOR_URL!).username).toBe('authenticator');
    expect(config.REDIS_URL).toBe('redis://redis:6379');
    expect(config.S3_ENDPOINT).toBe('http://minio:9000');
    // A missing secret stops compose rather than starting a server without it.
    expect(() => interpolate(String(server.environment?.JWT_SECRET), {})).toThrow(/JWT_SECRET/);
  });

  it('checks the server through its readiness endpoint', () => {
    expect(JSON.stringify(server.healthcheck?.test)).toContain('/api/ready');
    expect(read('apps/server/src/observability/readiness.ts')).toContain("app.get('/api/ready'");
  });

  it('creates the authenticator role with an executable init script', () => {
    const script = 'deploy/postgres-init/10-authenticator.sh';
    accessSync(join(root, script), constants.X_OK);
    expect(read(script)).toContain('create role authenticator login noinherit');
    expect(compose.services.postgres?.environment).toHaveProperty('AUTHENTICATOR_PASSWORD');
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

  it('copies only files that exist in the repository', () => {
    const copies = instructions.filter((l) => /^COPY\s/.test(l) && !/--from=/.test(l));
    expect(copies.length).toBeGreaterThan(5);
    for (const line of copies) {
      const parts = line
        .split(/\s+/)
        .slice(1)
        .filter((p) => !p.startsWith('--'));
      for (const source of parts.slice(0, -1)) {
        expect(existsSync(join(root, source)), source).toBe(true);
      }
    }
    // npm ci needs every workspace's manifest.
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const ws of workspaces) expect(dockerfile).toContain(`COPY ${ws}/package.json ${ws}/`);
  });

  it("installs only the server's production dependencies for the runtime stage", () => {
    // The web app's dependencies are built into its dist; dev ones are never run.
    expect(instructions).toContainEqual(
      expect.stringMatching(/^RUN npm ci --omit=dev --workspace @athcare\/server\b/),
    );
    expect(dockerfile).toContain('COPY --from=production-dependencies /app/ ./');
    // The data frames' renderer, self-contained, beside the web app's dist (delivery/app-page.ts).
    expect(instructions).toContain(
      'COPY --from=build /app/apps/web/dist-prerender apps/web/dist-prerender',
    );
  });

  it('runs the server on Node 24 as an unprivileged user, checking readiness', () => {
    const major = read('.node-version').trim().split('.')[0];
    expect(dockerfile).toMatch(new RegExp(`ARG NODE_IMAGE=node:${major}-`));
    expect(instructions).toContain('USER node');
    const cmd = instructions.find((l) => l.startsWith('CMD '))!;
    expect(JSON.parse(cmd.slice(4))).toEqual(['node', '--import', 'tsx', 'src/main.ts']);
    const workdir = instructions
      .filter((l) => l.startsWith('WORKDIR '))
      .at(-1)!
      .slice(8);
    expect(workdir).toBe('/app/apps/server');
    expect(statSync(join(root, 'apps/server/src/main.ts')).isFile()).toBe(true);
    expect(instructions.find((l) => l.startsWith('HEALTHCHECK '))).toContain('/api/ready');
  });
});
