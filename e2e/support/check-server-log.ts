import { existsSync, readFileSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { secretsInLog, serverLogPath } from './server-log.ts';
import { journeyPort } from './servers.ts';

/**
 * Global teardown of the journeys: each server's log of the whole run (one server per worker)
 * holds no password, token, card number or medical data. A log that is missing or holds too few
 * request lines fails too, so the check cannot pass by reading nothing.
 */
export default function checkServerLogs(config: FullConfig): void {
  for (let index = 0; index < config.workers; index += 1) checkServerLog(journeyPort(index));
}

function checkServerLog(port: number): void {
  const path = serverLogPath(port);
  if (!existsSync(path)) throw new Error(`The journeys' server log is missing (${path}).`);
  const log = readFileSync(path, 'utf8');
  const requestLines = log.match(/"msg":"request completed"/g)?.length ?? 0;
  if (requestLines < 20) {
    throw new Error(`The journeys' server log holds only ${requestLines} request lines.`);
  }
  const found = secretsInLog(log);
  if (found.length > 0) {
    throw new Error(
      `The server logged what it must not:\n${found.map((f) => `- ${f.what} (line ${f.line} of ${path})`).join('\n')}`,
    );
  }
}
