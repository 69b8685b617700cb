import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The Razorpay journey needs the server started with PAYMENT_PROVIDER=razorpay (its adapter
// pointed at a local fake of Razorpay's API), so it runs against its own server, on the same port
// after the main journeys: `npx playwright test -c playwright.razorpay.config.ts`.
export default defineConfig({
  ...base,
  testMatch: '**/*.razorpay.ts',
  // One journey, one server: the first of the main run's.
  workers: 1,
  // Apart from the main run's, which a run clears as it starts: a failed main journey's trace and
  // report stay for reading after this run.
  outputDir: 'test-results/razorpay',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/razorpay' }]]
    : 'list',
  webServer: {
    ...(Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!),
    env: {
      ...(Array.isArray(base.webServer) ? base.webServer[0]!.env : base.webServer!.env),
      E2E_PAYMENT_PROVIDER: 'razorpay',
    },
  },
});
