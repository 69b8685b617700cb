/// <reference lib="dom" />
// `npm run bench:lighthouse`: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated)
// against a production build on the embedded database, with Debian's Chromium. Signed in as the
// demo member; before each page the HTTP cache, the service worker and its caches are cleared
// (the session cookie stays), so each figure is a first visit.
// Targets: performance ≥ 95, accessibility 100, best practices ≥ 95 on every page.
// BENCH_LIGHTHOUSE_PAGES=/accounts/login,… audits only those; BENCH_LIGHTHOUSE_REPORTS=<folder>
// keeps each page's whole report there; BENCH_SKIP_BUILD=true uses the build already made.
// Beside the scores, each page's count of zod objects built by the time it has loaded (schemas and
// their checks, counted with zod's own post-processor hook in a visit of its own): building them
// was a third of the largest task on the data pages, and the count, unlike the score, does not
// depend on how busy the machine is.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startEmbeddedDemoServer, stopEmbeddedDemoServer } from '../embedded-demo-server.ts';

const port = process.env.BENCH_LIGHTHOUSE_PORT ?? '3310';
const origin = `http://localhost:${port}`;
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
const targets = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;

const server = await startEmbeddedDemoServer({
  port,
  origin,
  portVariable: 'BENCH_LIGHTHOUSE_PORT',
  build: process.env.BENCH_SKIP_BUILD !== 'true',
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const wanted = (label: string) => !only || only.includes(label);
  const rows: {
    path: string;
    scores: Record<string, number>;
    lcp: number;
    tbt: number;
    cls: number;
    zodObjects: number;
  }[] = [];

  // Installed before any script of the page: boot.js assigns zod's global config (jitless) and
  // zod's core reads it when it loads, so the hook follows whatever object is assigned. A string,
  // not a function: tsx would wrap a function in a helper the page does not have.
  await page.evaluateOnNewDocument(`(() => {
    let config = {};
    const install = () => { config.postProcessor = () => { window.__zodObjectsBuilt += 1; }; };
    window.__zodObjectsBuilt = 0;
    Object.defineProperty(globalThis, '__zod_globalConfig', {
      configurable: true,
      get: () => config,
      set: (value) => { config = value; install(); },
    });
    install();
  })()`);
  /**
   * Zod objects the page has built once it has loaded and its requests have settled (at most two
   * in flight: a signed-in page keeps its live-events stream open).
   */
  async function zodObjectsAtLoad(path: string) {
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle2' });
    return page.evaluate(
      () => (window as unknown as { __zodObjectsBuilt: number }).__zodObjectsBuilt,
    );
  }

  async function audit(path: string, signedIn: boolean) {
    // The login page's count is taken signed out (a session would redirect it), the others' signed
    // in. The visit is also the server's warm-up: a server in service has served the page before,
    // and the first request after its start compiles the code the page takes (a profile's data
    // frame: 59 ms the first time, 15 after), which only its first visitor would wait for.
    const zodObjects = await zodObjectsAtLoad(path);
    const run = async () => {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'service_workers,cache_storage',
      });
      // The login page is for signed-out visitors (a session would redirect it): without cookies.
      return lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(targets),
        disableStorageReset: signedIn,
      });
    };
    let result = await run();
    // A trace Chromium failed to record (NO_NAVSTART and the like) scores nothing; Lighthouse's
    // advice is to run again, once, from an empty cache as the first.
    if (result?.lhr.runtimeError) {
      console.log(`${path}: ${result.lhr.runtimeError.code}, running again`);
      result = await run();
    }
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits, runtimeError, runWarnings } = result.lhr;
    // The whole report, for what the table leaves out (the request chain, each task's time).
    if (reportsDir) {
      writeFileSync(
        join(reportsDir, `${path.replaceAll('/', '_')}.json`),
        JSON.stringify(result.lhr),
      );
    }
    if (runtimeError) console.log(`${path}: ${runtimeError.code} ${runtimeError.message}`);
    for (const warning of runWarnings) console.log(`${path}: ${warning}`);
    const scores = Object.fromEntries(
      Object.keys(targets).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    console.log(`${path}: ${JSON.stringify(scores)}; below 0.9: ${failing.join(', ') || 'none'}`);
    rows.push({
      path,
      scores,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      zodObjects,
    });
  }

  // First the signed-out pages, prerendered by the build (Lighthouse resets the origin's storage).
  for (const path of ['/accounts/login', '/accounts/registration'])
    if (wanted(path)) await audit(path, false);

  // Then sign in once through the UI; the refresh cookie keeps the session for the pages below.
  await page.goto(`${origin}/accounts/login`, { waitUntil: 'networkidle2' });
  await page.locator('input[name=identifier]').fill('member@athcare.demo');
  await page.locator('input[type=password]').fill('AthcareDemo#2026');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle2' }),
    page.locator('button[type=submit]').click(),
  ]);
  await page.goto(`${origin}/explore/doctors`, { waitUntil: 'networkidle2' });
  const doctor = await page.$$eval('a[href^="/explore/doctors/"]', (links) =>
    links
      .map((a) => a.getAttribute('href'))
      .find((h) => h && /^\/explore\/doctors\/[^/?]+$/.test(h)),
  );
  if (!doctor) throw new Error('no doctor link on /explore/doctors');
  for (const [path, label] of [
    ['/explore/doctors', '/explore/doctors'],
    [doctor, '/explore/doctors/{id}'],
    ['/demomember/docs', '/demomember/docs'],
    // The store (issue #13): its list and a product page.
    ['/store/products', '/store/products'],
    ['/store/products/1', '/store/products/{id}'],
    // The trackers (issue #15).
    ['/trackers', '/trackers'],
  ] as const) {
    if (wanted(label)) await audit(path, true);
  }
  await browser.disconnect();

  console.log(
    '\n| page | performance | accessibility | best practices | LCP s | TBT ms | CLS | zod objects |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    const label =
      r.path === doctor ? '/explore/doctors/{id}' : r.path.replace('demomember', '{username}');
    console.log(
      `| ${label} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${(r.lcp / 1000).toFixed(1)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.zodObjects} |`,
    );
  }
  const missed = rows.flatMap((r) =>
    Object.entries(targets)
      .filter(([id, target]) => (r.scores[id] ?? 0) < target)
      .map(([id, target]) => `${r.path} ${id} ${r.scores[id]} < ${target}`),
  );
  console.log(
    missed.length ? `\nbelow target: ${missed.join('; ')}` : '\nevery page meets its targets',
  );
} finally {
  chrome.kill();
  stopEmbeddedDemoServer(server);
}
