/// <reference lib="dom" />
// `npm run bench:lighthouse`: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated)
// against a production build on the embedded database, with Debian's Chromium, through a TLS and
// HTTP/2 front as a deployment has one (bench/tls-front.ts; BENCH_LIGHTHOUSE_TRANSPORT=h1 audits
// the server itself over plain HTTP/1.1, which Lighthouse's simulated network charges a round trip
// per request on six connections, so pages of many files score lower). Signed in as the
// demo member; before each page the HTTP cache, the service worker and its caches are cleared
// (the session cookie stays), so each figure is a first visit.
// Targets: performance ≥ 95, accessibility 100, best practices ≥ 95 on every page.
// One run's score moves with the machine's load (on one machine, the locker scored 91 to 100 in
// eight runs of one build): each page is audited BENCH_LIGHTHOUSE_RUNS times (default 5), in
// rounds over the pages so that a slow minute falls on all of them, and the table gives each
// figure's median, as Lighthouse's own guide to variability advises, with the performance
// score's lowest and highest beside it. The targets are checked on the medians.
// BENCH_LIGHTHOUSE_PAGES=/accounts/login,… audits only those; BENCH_LIGHTHOUSE_REPORTS=<folder>
// keeps each page's median run there (Lighthouse's `computeMedianRun`: the run closest to the
// medians of its first paint and interactive time); BENCH_SKIP_BUILD=true uses the build already
// made.
// Beside the scores, each page's count of zod objects built by the time it has loaded (schemas and
// their checks, counted with zod's own post-processor hook in a visit of its own): building them
// was a third of the largest task on the data pages, and the count, unlike the score, does not
// depend on how busy the machine is.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { startEmbeddedDemoServer, stopEmbeddedDemoServer } from '../embedded-demo-server.ts';
import { startTlsFront } from '../tls-front.ts';
import { dataPages, isDoctorProfilePath, median } from '../data-pages.ts';

const port = process.env.BENCH_LIGHTHOUSE_PORT ?? '3310';
const serverOrigin = `http://localhost:${port}`;
// h2 (the default): through a TLS and HTTP/2 front, as a deployment serves the app
// (bench/tls-front.ts); h1: the server itself, over plain HTTP/1.1.
const transport = process.env.BENCH_LIGHTHOUSE_TRANSPORT ?? 'h2';
if (transport !== 'h2' && transport !== 'h1')
  throw new Error('BENCH_LIGHTHOUSE_TRANSPORT is h2 or h1');
const frontPort = Number(process.env.BENCH_LIGHTHOUSE_TLS_PORT ?? 3311);
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const targets = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;

/** One Lighthouse run's report. */
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const server = await startEmbeddedDemoServer({
  port,
  origin: serverOrigin,
  portVariable: 'BENCH_LIGHTHOUSE_PORT',
  build: process.env.BENCH_SKIP_BUILD !== 'true',
});
const front =
  transport === 'h2'
    ? await startTlsFront({ port: frontPort, targetPort: Number(port) }).catch((error: unknown) => {
        stopEmbeddedDemoServer(server);
        throw error;
      })
    : null;
const origin = front?.origin ?? serverOrigin;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    ...(front?.chromeFlags ?? []),
  ],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const wanted = (label: string) => !only || only.includes(label);
  /** Each audited page (by its label, in order) with its runs' reports and its zod count. */
  const audited = new Map<string, { lhrs: Report[]; zodObjects: number }>();

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

  /** One Lighthouse run of `path`, added to its label's runs. */
  async function audit(label: string, path: string, signedIn: boolean) {
    let entry = audited.get(label);
    if (!entry) {
      // The login page's count is taken signed out (a session would redirect it), the others'
      // signed in. The visit is also the server's warm-up: a server in service has served the page
      // before, and the first request after its start compiles the code the page takes (a
      // profile's data frame: 59 ms the first time, 15 after), which only its first visitor would
      // wait for.
      entry = { lhrs: [], zodObjects: await zodObjectsAtLoad(path) };
      audited.set(label, entry);
    }
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
      console.log(`${label}: ${result.lhr.runtimeError.code}, running again`);
      result = await run();
    }
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, runtimeError, runWarnings } = result.lhr;
    if (runtimeError) console.log(`${label}: ${runtimeError.code} ${runtimeError.message}`);
    for (const warning of runWarnings) console.log(`${label}: ${warning}`);
    const scores = Object.keys(targets).map(
      (id) => `${id} ${Math.round((categories[id]?.score ?? 0) * 100)}`,
    );
    console.log(`${label} run ${entry.lhrs.length + 1}: ${scores.join(', ')}`);
    entry.lhrs.push(result.lhr);
  }

  // First the signed-out pages, prerendered by the build (Lighthouse resets the origin's storage).
  const signedOut = ['/accounts/login', '/accounts/registration'].filter(wanted);
  for (let round = 0; round < runs; round++)
    for (const path of signedOut) await audit(path, path, false);

  // Then sign in once through the UI; the refresh cookie keeps the session for the pages below.
  await page.goto(`${origin}/accounts/login`, { waitUntil: 'networkidle2' });
  await page.locator('input[name=identifier]').fill('member@athcare.demo');
  await page.locator('input[type=password]').fill('AthcareDemo#2026');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle2' }),
    page.locator('button[type=submit]').click(),
  ]);
  await page.goto(`${origin}/explore/doctors`, { waitUntil: 'networkidle2' });
  const doctor = (
    await page.$$eval('a[href^="/explore/doctors/"]', (links) =>
      links.map((a) => a.getAttribute('href')),
    )
  ).find(isDoctorProfilePath);
  if (!doctor) throw new Error('no doctor link on /explore/doctors');
  const signedIn = dataPages(doctor).filter(([path, label]) => wanted(label) || wanted(path));
  for (let round = 0; round < runs; round++)
    for (const [path, label] of signedIn) await audit(label, path, true);
  await browser.disconnect();

  console.log(
    `\n${runs} runs per page, ${front ? 'through a TLS and HTTP/2 front' : 'over HTTP/1.1 from the server'}; medians, and the performance score's lowest–highest\n` +
      '\n| page | performance | lowest–highest | accessibility | best practices | LCP s | TBT ms | CLS | zod objects |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const missed: string[] = [];
  for (const [label, { lhrs, zodObjects }] of audited) {
    const scores = Object.fromEntries(
      Object.keys(targets).map((id) => [
        id,
        lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
      ]),
    );
    const metric = (id: string) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    const performance = scores.performance!;
    console.log(
      `| ${label} | ${median(performance)} | ${Math.min(...performance)}–${Math.max(...performance)} | ${median(scores.accessibility!)} | ${median(scores['best-practices']!)} | ${(metric('largest-contentful-paint') / 1000).toFixed(1)} | ${metric('total-blocking-time').toFixed(0)} | ${metric('cumulative-layout-shift').toFixed(3)} | ${zodObjects} |`,
    );
    for (const [id, target] of Object.entries(targets))
      if (median(scores[id]!) < target)
        missed.push(`${label} ${id} ${median(scores[id]!)} < ${target}`);
    // The whole report of the run closest to the medians, for what the table leaves out (the
    // request chain, each task's time).
    if (reportsDir) {
      writeFileSync(
        join(reportsDir, `${label.replaceAll('/', '_')}.json`),
        JSON.stringify(computeMedianRun(lhrs)),
      );
    }
  }
  console.log(
    missed.length
      ? `\nmedian below target: ${missed.join('; ')}`
      : '\nevery page meets its targets (medians)',
  );
} finally {
  chrome.kill();
  await front?.close();
  stopEmbeddedDemoServer(server);
}
