import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';

/**
 * The app with its logger on and every line it writes kept, for tests that show what a flow logs
 * (and that codes, tokens and medical data never reach a line). `env` is the configuration.
 */
export async function buildAppWithLogs(
  db: Database,
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; logLines: string[] }> {
  const logLines: string[] = [];
  const app = await buildApp({
    config: loadConfig({ WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'info', ...env }),
    db,
    logger: true,
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  await app.ready();
  return { app, logLines };
}
