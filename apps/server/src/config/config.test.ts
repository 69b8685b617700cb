import { describe, expect, it } from 'vitest';
import { ConfigError, defaultSchemas, loadConfig } from './config.ts';

const secret = 'x'.repeat(32);

describe('loadConfig', () => {
  it('fills defaults: port 3000, the product schemas, embedded database', () => {
    const cfg = loadConfig({ JWT_SECRET: secret });
    expect(cfg.PORT).toBe(3000);
    expect(cfg.DB_SCHEMAS).toEqual(defaultSchemas);
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.JWT_AUD).toBe('athcare');
  });

  it('parses DB_SCHEMAS as an ordered list', () => {
    expect(loadConfig({ JWT_SECRET: secret, DB_SCHEMAS: 'api, v2' }).DB_SCHEMAS).toEqual([
      'api',
      'v2',
    ]);
  });

  it('stops with one clear line per invalid variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n.*JWT_SECRET: must be at least 32 characters/,
    );
  });

  it('keeps an empty JWT_AUD (the audience check off) and an empty DB_ANON_ROLE (no anonymous access)', () => {
    const cfg = loadConfig({ JWT_SECRET: secret, JWT_AUD: '', DB_ANON_ROLE: '', PORT: '' });
    expect(cfg.JWT_AUD).toBe('');
    expect(cfg.DB_ANON_ROLE).toBe('');
    expect(cfg.PORT).toBe(3000);
    expect(loadConfig({ JWT_SECRET: secret }).DB_ANON_ROLE).toBe('anon');
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required/);
  });
});
