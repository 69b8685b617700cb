// `npm run bench:web`: builds the web app, starts the server (embedded database, demo data) and
// loads each route fresh in Chromium, printing the gzipped JavaScript it loads first and what the
// browser actually downloaded (the server's precompressed brotli files).
// Target: at most 200 KB gzipped for every route (e2e/page-weight.spec.ts covers every route).
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { startEmbeddedDemoServer, stopEmbeddedDemoServer } from '../embedded-demo-server.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const port = process.env.BENCH_WEB_PORT ?? '3300';
const base = `http://127.0.0.1:${port}`;
const budgetKb = 200;

const publicRoutes = ['/accounts/login', '/accounts/registration'];
const memberRoutes = [
  '/',
  '/about-us',
  '/pricing',
  '/explore/doctors',
  '/demomember/docs',
  '/appointments/appointments',
  '/trackers',
];
// The store's pages (issue #13); each within storeBudgetKb, the budget of every route.
const storeRoutes = [
  '/store/products',
  '/store/products/1',
  '/checkout',
  '/checkout2',
  '/checkout3',
  '/checkout4',
  '/payment-complete/blue-tea',
];
const storeBudgetKb = budgetKb;

const server = await startEmbeddedDemoServer({
  port,
  origin: base,
  portVariable: 'BENCH_WEB_PORT',
  build: true,
});
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

  // A fresh context per route: an empty cache, so each route's own first load is measured.
  async function firstLoadJs(storageState: StorageState | undefined, path: string) {
    const context = await browser.newContext(storageState ? { storageState } : {});
    const page = await context.newPage();
    const sizes = new Map<string, { gzip: number; wire: number }>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, s]) =>
            void sizes.set(response.url(), {
              gzip: gzipSync(body).length,
              wire: s.responseBodySize,
            }),
          () => undefined,
        ),
      );
    });
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();
    const sum = (k: 'gzip' | 'wire') => [...sizes.values()].reduce((a, b) => a + b[k], 0) / 1024;
    return { kb: sum('gzip'), wireKb: sum('wire'), files: sizes.size };
  }

  const rows: { path: string; kb: number; wireKb: number; files: number }[] = [];
  for (const path of publicRoutes) rows.push({ path, ...(await firstLoadJs(undefined, path)) });

  // Signed in once through the UI; its stored session is handed to each route's fresh context.
  const member = await browser.newContext();
  const login = await member.newPage();
  await login.goto(`${base}/accounts/login`);
  await login.getByLabel('Email').fill('member@athcare.demo');
  await login.getByLabel('Password').fill('AthcareDemo#2026');
  await login.getByRole('button', { name: 'Login' }).click();
  await login.waitForURL(`${base}/`);
  const signedIn = await member.storageState();
  await member.close();
  for (const path of [...memberRoutes, ...storeRoutes])
    rows.push({ path, ...(await firstLoadJs(signedIn, path)) });
  await browser.close();

  console.log('\nroute                              first-load JS: gzip   downloaded   files');
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(34)} ${r.kb.toFixed(1).padStart(10)} KB ${r.wireKb.toFixed(1).padStart(9)} KB ${String(r.files).padStart(7)}${r.kb > budgetKb ? '  over the 200 KB budget' : ''}`,
    );
  }
  const store = rows.filter((r) => storeRoutes.includes(r.path));
  const over = store.filter((r) => r.kb > storeBudgetKb);
  console.log(
    `store routes: at most ${Math.max(...store.map((r) => r.kb)).toFixed(1)} KB of a ${storeBudgetKb} KB budget (${over.length ? `OVER: ${over.map((r) => r.path).join(', ')}` : 'within'})`,
  );
} finally {
  stopEmbeddedDemoServer(server);
}
