// `npm test -w @athcare/e2e [-- playwright args]`: the journeys against the default server, then
// the Razorpay journey against a server started with PAYMENT_PROVIDER=razorpay (its own config,
// same port, one after the other). Both runs get the arguments; with a JSON reporter
// (PLAYWRIGHT_JSON_OUTPUT_NAME), the counts of both end up in that one file.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const jsonOut = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const razorpayJson = jsonOut ? `${jsonOut}.razorpay.json` : undefined;

const run = (extra, env = {}) =>
  spawnSync('npx', ['playwright', 'test', ...extra, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

const main = run([]);
// Without a file filter the first run started its server, so it built the web app: the second
// serves that build. (Filtered to the Razorpay file alone, the first run starts nothing.)
const firstRunBuilt = !args.some((arg) => !arg.startsWith('-'));
const razorpay = run(['-c', 'playwright.razorpay.config.ts'], {
  ...(firstRunBuilt && { E2E_SKIP_BUILD: 'true' }),
  ...(razorpayJson && { PLAYWRIGHT_JSON_OUTPUT_NAME: razorpayJson }),
});

if (jsonOut && razorpayJson && existsSync(razorpayJson)) {
  const second = JSON.parse(readFileSync(razorpayJson, 'utf8')).stats ?? {};
  const report = existsSync(jsonOut) ? JSON.parse(readFileSync(jsonOut, 'utf8')) : { stats: {} };
  report.stats ??= {};
  for (const key of ['expected', 'unexpected', 'flaky', 'skipped']) {
    report.stats[key] = (report.stats[key] ?? 0) + (second[key] ?? 0);
  }
  writeFileSync(jsonOut, JSON.stringify(report));
  rmSync(razorpayJson, { force: true });
}
process.exit(main || razorpay ? 1 : 0);
