import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The journeys' server writes every log line (at debug: one per request, every error) to this
 * file; after the run `check-server-log.ts` reads it for what must never reach a log.
 */
export function serverLogPath(port: string | number): string {
  return join(tmpdir(), `athcare-e2e-server-${port}.log`);
}

/**
 * What the journeys type or the demo seeds hold that a log must not: passwords, tokens, card
 * numbers and medical data. Each is named by what it is, so a finding is reported without
 * repeating the secret.
 */
const secrets: { what: string; pattern: RegExp }[] = [
  { what: 'the demo accounts’ password', pattern: /AthcareDemo#2026/ },
  {
    what: 'a password typed in a journey',
    pattern: /a quiet river at dawn|s3cret-pass|password123/,
  },
  { what: 'an access token (JWT)', pattern: /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/ },
  { what: 'a bearer credential', pattern: /Bearer\s+[\w.~+/-]{16,}/i },
  { what: 'a refresh token cookie', pattern: /athcare_refresh_token=[\w-]{16,}/ },
  { what: 'a card number', pattern: /4111[ -]?1111[ -]?1111[ -]?1111/ },
  {
    what: 'medical data from the demo seed or a journey',
    pattern: /House dust mite|Seasonal allergic rhinitis|Peak flow normal|asthma, child/i,
  },
];

/** Each secret the log holds, with the first line it is on (1-based). */
export function secretsInLog(log: string): { what: string; line: number }[] {
  const lines = log.split('\n');
  const found: { what: string; line: number }[] = [];
  for (const { what, pattern } of secrets) {
    const index = lines.findIndex((line) => pattern.test(line));
    if (index >= 0) found.push({ what, line: index + 1 });
  }
  return found;
}
