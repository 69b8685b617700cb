import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { journeyPort } from './servers.ts';

/** Where start-server.mjs's SMTP server writes the mails it receives for a journey server. */
export const e2eMailDir = (port: string | number) => join(tmpdir(), `athcare-e2e-mail-${port}`);

/** The mail folder of the running journey's server (its worker's own). */
const dir = () => e2eMailDir(journeyPort(test.info().parallelIndex));

/** The mails received for an address so far, oldest first. */
export function mailsTo(address: string): string[] {
  if (!existsSync(dir())) return [];
  return readdirSync(dir())
    .filter((name) => name.endsWith(`-${address}.eml`))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
    .map((name) => readFileSync(join(dir(), name), 'utf8'));
}

/** The 6-digit code of the first mail to `address` after the first `seen` ones (waits for it). */
export async function codeFromMail(address: string, seen: number): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThan(seen);
  const code = /code is (\d{6})\./.exec(mailsTo(address)[seen] ?? '')?.[1];
  if (!code) throw new Error(`no code in the mail to ${address}`);
  return code;
}
