// `npm run bench:web-compile`: what V8's explicit compile hint (apps/web/vite/compile-hints.ts)
// saves a phone's main thread on a data page's first load, as ratios in one run.
// The production build on the embedded database, signed in as the demo member, in Debian's
// Chromium with Lighthouse's 4× slower CPU. Each page loads in turns as built (every chunk marked)
// and with the mark taken off its chunks on the way (the same bytes otherwise; both sides' scripts
// pass through the same interception), each load from an empty HTTP cache in a fresh renderer
// (V8 keeps compiled code per process). From a trace of each load:
// - compile: the main thread's time in V8's parser and compilers (the top-level events),
// - busy: the main thread's time in tasks until the page has settled,
// - blocking: Lighthouse's total blocking time, observed: what each task after the first
//   contentful paint held the thread past 50 ms.
// BENCH_WEB_COMPILE_RUNS (default 5) loads per page and side; BENCH_SKIP_BUILD=true uses the
// build already made; BENCH_WEB_COMPILE_PORT (default 3320).
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { compileHint, hasCompileHint } from '../../apps/web/vite/compile-hints.ts';
import { loginThroughUi } from '../../e2e/support/session.ts';
import { dataPages, isDoctorProfilePath, median } from '../data-pages.ts';
import { startEmbeddedDemoServer, stopEmbeddedDemoServer } from '../embedded-demo-server.ts';

const port = process.env.BENCH_WEB_COMPILE_PORT ?? '3320';
const origin = `http://localhost:${port}`;
const runs = Number(process.env.BENCH_WEB_COMPILE_RUNS ?? 5);
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
];
/** V8's parser and compilers on the main thread, as the trace names them. */
const compileEvents = new Set([
  'V8.Compile',
  'V8.ParseProgram',
  'V8.ParseFunction',
  'V8.PreParse',
  'V8.CompileCode',
  'V8.CompileIgnition',
  'V8.CompileLazy',
  'V8.CollectSourcePositions',
]);
const taskEvents = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}
interface Load {
  compile: number;
  busy: number;
  blocking: number;
}

/** Sum of the durations (ms) of events that no earlier one of them encloses. */
function outermostMs(events: TraceEvent[]): number {
  let total = 0;
  let end = 0;
  for (const e of events) {
    if (e.ts < end) continue;
    total += e.dur ?? 0;
    end = e.ts + (e.dur ?? 0);
  }
  return total / 1000;
}

function measure(trace: Buffer): Load {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's renderer: the main thread with the most work (about:blank's is another process).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (m: TraceEvent) =>
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length;
  const main = mains.reduce((a, b) => (count(b) > count(a) ? b : a));
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onMain.filter((e) => taskEvents.has(e.name));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
  if (!fcp) throw new Error('no first contentful paint in the trace');
  let blocking = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const ms = (task.dur ?? 0) / 1000;
    if (task.ts >= fcp.ts && ms > 50) blocking += ms - 50;
  }
  return {
    compile: outermostMs(onMain.filter((e) => compileEvents.has(e.name))),
    busy: outermostMs(tasks),
    blocking,
  };
}

/** A signed-in context whose scripts pass through here, with the compile hint or without. */
async function side(
  browser: Browser,
  hinted: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  // No service worker: its install would fetch every chunk beside the page, outside the route.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.route(`${origin}/assets/*.js`, async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    if (!hasCompileHint(code)) throw new Error(`unmarked chunk ${route.request().url()}`);
    const headers = { ...response.headers() };
    // route.fetch answers decoded: what is fulfilled is plain text.
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({
      status: response.status(),
      headers,
      body: hinted ? code : code.slice(compileHint.length + 1),
    });
  });
  const page = await context.newPage();
  await loginThroughUi(page, `${origin}/accounts/login`);
  return { context, page };
}

async function load(
  browser: Browser,
  { context, page }: { context: BrowserContext; page: Page },
  path: string,
) {
  // A fresh renderer (cross-site first) and an empty cache: nothing compiled or fetched before.
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: traceCategories });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const trace = await browser.stopTracing();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return measure(trace);
}

const server = await startEmbeddedDemoServer({
  port,
  origin,
  portVariable: 'BENCH_WEB_COMPILE_PORT',
  build: process.env.BENCH_SKIP_BUILD !== 'true',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const hinted = await side(browser, true);
  const plain = await side(browser, false);
  await hinted.page.goto(`${origin}/explore/doctors`, { waitUntil: 'networkidle' });
  const doctor = (
    await hinted.page
      .locator('a[href^="/explore/doctors/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  ).find(isDoctorProfilePath);
  if (!doctor) throw new Error('no doctor link on /explore/doctors');
  const pages = dataPages(doctor);
  const metrics = ['compile', 'busy', 'blocking'] as const;
  console.log(
    `${runs} loads per page and side, 4× slower CPU; medians in ms, without → with the hint, their ratio, and in how many pairs the hint's load was lower\n`,
  );
  console.log(`| page | ${metrics.map((m) => `${m} | ratio | lower in`).join(' | ')} |`);
  console.log(`| --- |${' --- | --- | --- |'.repeat(metrics.length)}`);
  const all = { without: [] as Load[], with: [] as Load[] };
  for (const [path, label] of pages) {
    const without: Load[] = [];
    const withHint: Load[] = [];
    // Interleaved, and the side that goes first alternates: the machine's drift falls on both.
    for (let i = 0; i < runs; i++) {
      if (i % 2) withHint.push(await load(browser, hinted, path));
      without.push(await load(browser, plain, path));
      if (!(i % 2)) withHint.push(await load(browser, hinted, path));
    }
    all.without.push(...without);
    all.with.push(...withHint);
    const cells = metrics.map((key) => {
      const before = median(without.map((l) => l[key]));
      const after = median(withHint.map((l) => l[key]));
      const lower = withHint.filter((w, i) => w[key] < without[i]![key]).length;
      return `${before.toFixed(0)} → ${after.toFixed(0)} | ${(after / before).toFixed(2)} | ${lower}/${runs}`;
    });
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  }
  const total = (loads: Load[], key: keyof Load) => loads.reduce((sum, l) => sum + l[key], 0);
  const ratios = metrics.map(
    (key) => `${key} ${(total(all.with, key) / total(all.without, key)).toFixed(2)}×`,
  );
  console.log(`\nall pages, with the hint: ${ratios.join(', ')}`);
} finally {
  await browser.close();
  stopEmbeddedDemoServer(server);
}
