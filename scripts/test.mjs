// `npm test`: everything that proves the product works, in order, with one summary line at the end.
// type-check and format, with lint beside them → unit + integration (vitest) → browser journeys
// (Playwright).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const workspaces = ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench'];
const reports = mkdtempSync(join(tmpdir(), 'athcare-test-'));
let failedSteps = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(label);
  return result.status === 0;
}

// The web app's route tree is generated from its route files (not committed); type-check and lint
// need it.
run('generate web route tree', 'npm', ['run', 'routes', '-w', '@athcare/web']);
// Lint, the longest static check (about 70 s), runs on the second core beside the type-checks and
// the format check (about 60 s together); each prints only what it finds.
console.log('\n▶ lint (beside the type-checks and the format check)');
const lint = spawn('npx', ['eslint', '.', '--max-warnings', '0'], { stdio: 'inherit' });
const lintPassed = new Promise((resolve) => {
  lint.on('close', (code) => resolve(code === 0));
  lint.on('error', () => resolve(false));
});
for (const ws of workspaces) {
  if (existsSync(join(ws, 'tsconfig.json'))) run(`type-check ${ws}`, 'npx', ['tsc', '-p', ws]);
}
run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
if (!(await lintPassed)) failedSteps.push('lint');

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '\nNote: TEST_DATABASE_URL is not set, so the server tests run on embedded PGlite only.\n' +
      'Set it (e.g. postgres://postgres@127.0.0.1:5432/postgres) to also run them on a PostgreSQL server.',
  );
}
const vitestJson = join(reports, 'vitest.json');
run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);

const playwrightJson = join(reports, 'playwright.json');
let browserSkipped = false;
if (existsSync(chromium)) {
  run(
    'browser journeys (Playwright, Chromium)',
    'npm',
    ['test', '-w', '@athcare/e2e', '--', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      CHROMIUM_PATH: chromium,
    },
  );
} else if (ci) {
  console.error(`\n✗ Chromium not found at ${chromium}: the browser journeys cannot run in CI.`);
  failedSteps.push('browser journeys (Chromium missing)');
} else {
  browserSkipped = true;
  console.log(
    `\nBrowser journeys SKIPPED: no Chromium at ${chromium}.\n` +
      'Install it with `sudo apt-get install chromium` (or set CHROMIUM_PATH) and run `npm test` again.',
  );
}

// One closing line with the counts over both runners.
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (existsSync(playwrightJson)) {
  const stats = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
rmSync(reports, { recursive: true, force: true });
if (failedSteps.length) console.error(`\nFailed steps: ${failedSteps.join('; ')}`);
if (browserSkipped) console.log('(browser journeys skipped: Chromium not installed)');
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length || failed ? 1 : 0);
