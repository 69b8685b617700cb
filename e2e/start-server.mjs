// Starts the Athcare server for the Playwright journeys on a fresh, temporary data directory
// (embedded PGlite, demo data), and removes that directory when the server stops.
// With E2E_PAYMENT_PROVIDER=razorpay (playwright.razorpay.config.ts) it first starts the local
// fake of Razorpay's API (the server tests' own) and points the server's Razorpay adapter at it.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'athcare-e2e-'));
const port = process.env.E2E_PORT ?? '3100';

let razorpay = null;
let razorpayEnv = {};
if (process.env.E2E_PAYMENT_PROVIDER === 'razorpay') {
  const { tsImport } = await import('tsx/esm/api');
  const { startTestRazorpay } = await tsImport(
    '../apps/server/src/test/test-razorpay-server.ts',
    import.meta.url,
  );
  const keys = await tsImport('./support/razorpay-keys.ts', import.meta.url);
  razorpay = await startTestRazorpay(keys.razorpayKeyId, keys.razorpayKeySecret);
  razorpayEnv = {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: keys.razorpayKeyId,
    RAZORPAY_KEY_SECRET: keys.razorpayKeySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.razorpayWebhookSecret,
    RAZORPAY_API_URL: razorpay.url,
  };
}

// Mail goes through a real SMTP server on loopback (the server tests' own), which also writes each
// mail into a folder the journeys read codes from (e2e/support/mail.ts).
const { tsImport } = await import('tsx/esm/api');
const { startTestSmtp } = await tsImport(
  '../apps/server/src/test/test-smtp-server.ts',
  import.meta.url,
);
const { e2eMailDir } = await tsImport('./support/mail.ts', import.meta.url);
rmSync(e2eMailDir(port), { recursive: true, force: true });
const smtp = await startTestSmtp({ saveTo: e2eMailDir(port) });

// --ignore-scripts skips the server's prestart Node.js version check: the journeys run on the Node
// that runs them (CI's is the release in .node-version); the check is for people starting the app.
// Every log line of the run, at debug (one per request), goes to a file that the journeys'
// global teardown reads for secrets (support/check-server-log.ts).
const { serverLogPath } = await tsImport('./support/server-log.ts', import.meta.url);
const serverLog = createWriteStream(serverLogPath(port));
const child = spawn('npm', ['run', 'start', '--ignore-scripts', '-w', '@athcare/server'], {
  cwd: repoRoot,
  stdio: ['inherit', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: port,
    LOG_LEVEL: 'debug',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    NODE_ENV: 'test',
    // All journeys sign in as the same demo accounts within a few minutes against one server;
    // the login limits themselves are proven by the server's integration tests.
    LOGIN_LIMIT_PER_ACCOUNT: process.env.LOGIN_LIMIT_PER_ACCOUNT ?? '100',
    LOGIN_LIMIT_PER_IP: process.env.LOGIN_LIMIT_PER_IP ?? '500',
    SMTP_URL: smtp.url,
    ...razorpayEnv,
  },
});

// The log lines (stdout, one per request at debug) go to the file only; errors also to the console.
child.stdout.pipe(serverLog, { end: false });
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  serverLog.write(chunk);
});

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(e2eMailDir(port), { recursive: true, force: true });
  void razorpay?.close();
  void smtp.close();
  serverLog.end();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
