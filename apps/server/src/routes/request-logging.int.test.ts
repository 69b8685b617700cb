import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { requestLogLevel } from './request-logging.ts';

describe('requestLogLevel', () => {
  const development = { production: false, sampleRate: 0.1 };
  const production = { production: true, sampleRate: 0.1 };

  it('logs every request at debug in development, server errors at error', () => {
    expect(requestLogLevel(200, development)).toBe('debug');
    expect(requestLogLevel(404, development)).toBe('debug');
    expect(requestLogLevel(500, development)).toBe('error');
  });

  it('samples production requests at info, and never drops a server error', () => {
    expect(requestLogLevel(200, production, () => 0.05)).toBe('info');
    expect(requestLogLevel(200, production, () => 0.5)).toBeNull();
    expect(requestLogLevel(503, production, () => 0.99)).toBe('error');
    expect(requestLogLevel(200, { production: true, sampleRate: 0 }, () => 0)).toBeNull();
  });
});

interface LogLine {
  level: number;
  msg: string;
  route?: string;
  statusCode?: number;
}

describe.each(testEngines)('request logs on %s', (engine) => {
  const t = useTestDatabase(engine);

  async function logsOf(env: Record<string, string>, urls: string[], coin = 0.5) {
    const lines: LogLine[] = [];
    const config = loadConfig({
      JWT_SECRET: 'test-secret-test-secret-test-secret-42',
      DATA_DIR: join(tmpdir(), 'athcare-logging-test'),
      WEB_DIST_DIR: '/nonexistent',
      // Production needs a key for the bank details (64 hex digits); any will do here.
      BANK_DETAILS_KEY: 'ab'.repeat(32),
      ...env,
    });
    const app = await buildApp({
      config,
      db: t.db,
      logger: true,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
      random: () => coin,
    });
    app.get('/api/test-boom', () => {
      throw new Error('boom');
    });
    for (const url of urls) await app.inject({ method: 'GET', url });
    await app.close();
    return lines.filter((line) => line.level >= 50 || line.msg === 'request completed');
  }

  it('is quiet in development at the default level, one line a request at debug', async () => {
    expect(await logsOf({ NODE_ENV: 'development' }, ['/api/health'])).toEqual([]);
    const debug = await logsOf({ NODE_ENV: 'development', LOG_LEVEL: 'debug' }, [
      '/api/health',
      '/api/health',
    ]);
    expect(debug).toHaveLength(2);
    expect(debug[0]).toMatchObject({ level: 20, route: '/api/health', statusCode: 200 });
  });

  it('samples in production and names the route pattern, never the address sent', async () => {
    const production = { NODE_ENV: 'production', LOG_REQUEST_SAMPLE_RATE: '0.1' };
    expect(await logsOf(production, ['/api/health'], 0.5)).toEqual([]);
    const sampled = await logsOf(production, ['/api/share/secret-token-123?x=diabetes'], 0.01);
    expect(sampled).toHaveLength(1);
    expect(sampled[0]?.level).toBe(30);
    expect(JSON.stringify(sampled)).not.toContain('secret-token-123');
    expect(JSON.stringify(sampled)).not.toContain('diabetes');
  });

  it('always logs a server error, with its cause, even unsampled in production', async () => {
    const errors = await logsOf(
      { NODE_ENV: 'production', LOG_LEVEL: 'error' },
      ['/api/test-boom'],
      0.99,
    );
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((line) => line.level === 50)).toBe(true);
    expect(JSON.stringify(errors)).toContain('boom');
  });
});
