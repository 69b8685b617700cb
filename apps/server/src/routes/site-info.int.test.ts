import { siteInfoSchema } from '@athcare/shared/site-info.schema';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';

// The endpoint reads configuration only: a database that fails every call proves it (the health
// probe and the schema cache try it, and only they).
const noDatabase = {
  query: () => Promise.reject(new Error('no database here')),
} as unknown as Database;
const base = { JWT_SECRET: 'test-secret-test-secret-test-secret-42', WEB_DIST_DIR: '/nonexistent' };

describe('GET /api/site-info', () => {
  it('publishes the operator and grievance officer from configuration, with demo defaults', async () => {
    const app = await buildApp({ config: loadConfig(base), db: noDatabase });
    const r = await app.inject({ method: 'GET', url: '/api/site-info' });
    expect(r.statusCode).toBe(200);
    const info = siteInfoSchema.parse(r.json());
    for (const value of Object.values(info)) {
      expect(value.trim()).not.toBe('');
      expect(value).not.toMatch(/\[[^\]]*\]/);
    }
    await app.close();

    const configured = await buildApp({
      config: loadConfig({
        ...base,
        LEGAL_OPERATOR_NAME: 'Sahayak Health LLP',
        LEGAL_GRIEVANCE_EMAIL: 'grievance@sahayak.example',
      }),
      db: noDatabase,
    });
    const c = await configured.inject({ method: 'GET', url: '/api/site-info' });
    expect(c.json()).toMatchObject({
      operatorName: 'Sahayak Health LLP',
      grievanceEmail: 'grievance@sahayak.example',
    });
    await configured.close();
  });
});
