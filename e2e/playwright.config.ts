import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { journeyBaseUrl, journeyPorts, journeyWorkers } from './support/servers.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Journeys run in Debian's Chromium against the real server (built SPA + API, embedded PGlite):
// one server per worker (support/servers.ts). A file's journeys run in order on one worker.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: journeyWorkers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A journey signs in two or three people and scans pages with axe: 15–30 s on CI's two cores.
  timeout: 60_000,
  // After every journey: the server's log of the run holds no secret (support/server-log.ts).
  globalTeardown: './support/check-server-log.ts',
  use: {
    // Each worker's own server (support/fixtures.ts sets it from the worker's slot).
    baseURL: journeyBaseUrl(0),
    // Recorded on a failed journey's retry only: recording every journey (its screencast above
    // all) took a quarter of the browser's time on CI's two cores.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Playwright starts these one after the other, so only the first builds the SPA.
  webServer: journeyPorts().map((port, index) => ({
    // From the repository root: build the SPA, then start the server on a fresh temporary
    // DATA_DIR. E2E_SKIP_BUILD=true serves the build already made (run-journeys.mjs's second run).
    command: `${process.env.E2E_SKIP_BUILD === 'true' || index > 0 ? '' : 'npm run build -w @athcare/web && '}node e2e/start-server.mjs`,
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
});
