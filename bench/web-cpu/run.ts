// `npm run bench:web-cpu`: four pieces of the web app's own work that every page repeats on a
// phone's main thread, each measured as a ratio in one run.
// 1. `cn` (class merging): a class list merged for the first time against one merged before. A
//    page's buttons, inputs and badges pass the same lists again and again; the lists here are
//    the app's own, every string literal of its source with three or more classes, each with a
//    conflicting size after it, as `cn(buttonVariants(…), className)` does.
// 2. The API client's key conversion of a response: a page of 200 doctor-like rows camelCased
//    with the remembered spellings against the same rows with each key worked out again (the
//    regular expressions of `toCamelCase`, copied here as the baseline; before, each key also ran
//    through both spellings for the raw-key check, so the old cost was higher than this baseline).
// 3. A page's first date in IST: `lib/wall-clock.ts` by hand against the first `Intl` formatter
//    a page makes, in Debian's Chromium with Lighthouse's 4× slower CPU, each in a fresh page.
// 4. A page's first list of instants put in order (50 of them), there too: `compareInstants`
//    against `localeCompare`, whose first use builds the browser's collator.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertKeys, toCamelCase } from '../../packages/shared/src/key-case.ts';
import { chromium } from '@playwright/test';
import ts from 'typescript';
import { mergeClasses } from '../../apps/web/src/lib/class-merge.ts';
import { dateTimeOptions } from '../../apps/web/src/lib/wall-clock.ts';
import { median } from '../data-pages.ts';

function microsPerCall(calls: number, run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e3 / calls;
}

// ── 1. class merging ──
const source = fileURLToPath(new URL('../../apps/web/src', import.meta.url));
const lists = new Set<string>();
for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
  if (!/\.tsx$/.test(file) || /\.test\./.test(file)) continue;
  const text = readFileSync(join(source, file), 'utf8');
  for (const [, , literal] of text.matchAll(/(['"`])((?:(?!\1)[^\\\n$])*)\1/g)) {
    const words = literal!.trim().split(/\s+/);
    if (words.length >= 3 && words.every((w) => /^[!a-z0-9[(&*@-][^'",]*$/.test(w))) {
      lists.add(`${literal} h-8`);
    }
  }
}
const all = [...lists];
// The first pass meets every list once (the cache holds 2,000, more than there are).
const firstMerge = microsPerCall(all.length, () => all.forEach((list) => mergeClasses(list)));
const repeatMerge = microsPerCall(all.length * 20, () => {
  for (let round = 0; round < 20; round++) for (const list of all) mergeClasses(list);
});
console.log(`cn over ${all.length} class lists from the app's source:`);
console.log(`  merged for the first time ${firstMerge.toFixed(2)} µs a call`);
console.log(`  merged before             ${repeatMerge.toFixed(3)} µs a call`);
console.log(`  ratio ${(firstMerge / repeatMerge).toFixed(0)}×`);

// ── 2. key conversion ──
const workedOut = (key: string) => key.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const keys = [
  'user_id',
  'first_name',
  'middle_name',
  'last_name',
  'username',
  'avatar_url',
  'personnel_type',
  'specialization_slug',
  'specialization_name',
  'years_of_experience',
  'consultation_fee_paise',
  'city',
  'state',
  'languages',
  'gender',
  'is_verified',
  'rating_average',
  'rating_count',
  'next_available_at',
  'about',
  'education',
  'registration_number',
  'clinic_name',
  'created_at',
];
const rows = Array.from({ length: 200 }, (_, i) =>
  Object.fromEntries(
    keys.map((key) => [key, key === 'languages' ? ['English', 'Hindi'] : `${key}-${i}`]),
  ),
);
const pages = 50;
const noRaw = new Set<string>();
const baseline = microsPerCall(pages, () => {
  for (let p = 0; p < pages; p++) convertKeys(rows, workedOut, noRaw);
});
const remembered = microsPerCall(pages, () => {
  for (let p = 0; p < pages; p++) convertKeys(rows, toCamelCase, noRaw);
});
console.log(`camelCasing a response of ${rows.length} rows × ${keys.length} keys:`);
console.log(`  each key worked out      ${(baseline / 1000).toFixed(2)} ms`);
console.log(`  remembered spellings     ${(remembered / 1000).toFixed(2)} ms`);
console.log(`  ratio ${(baseline / remembered).toFixed(1)}×`);

// ── 3. a page's first date ──
/** A module of `apps/web/src/lib` as the browser runs it (types stripped), `names` on `window`. */
const pageScript = (file: string, names: string[]) =>
  `${
    ts.transpileModule(
      readFileSync(new URL(`../../apps/web/src/lib/${file}`, import.meta.url), 'utf8'),
      { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } },
    ).outputText
  }\nObject.assign(window, { ${names.join(', ')} });`;
const wallClockJs = pageScript('wall-clock.ts', ['wallClock', 'clockDay', 'clockTime']);
const compareInstantsJs = pageScript('compare-instants.ts', ['compareInstants']);
const intlOptions: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Kolkata', ...dateTimeOptions };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
/** A fresh page with `script` loaded and `global` defined, its CPU 4× slower. */
async function freshPage(script: string, global: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<!doctype html><title>bench</title>');
  await page.addScriptTag({ content: script, type: 'module' });
  await page.waitForFunction((name) => name in window, global);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, context };
}
const firstDates: { byHandMicros: number; intlMillis: number; same: boolean }[] = [];
const firstSorts: { comparedMillis: number; localeMillis: number; same: boolean }[] = [];
try {
  for (let run = 0; run < 5; run++) {
    const { page, context } = await freshPage(wallClockJs, 'wallClock');
    firstDates.push(
      await page.evaluate((options) => {
        type Clock = object;
        const w = window as unknown as {
          wallClock: (d: Date, zone: string) => Clock;
          clockDay: (c: Clock, withYear: boolean) => string;
          clockTime: (c: Clock) => string;
        };
        const date = new Date('2026-12-01T07:00:00Z');
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const calls = 1000;
        let written = '';
        const handStart = performance.now();
        for (let i = 0; i < calls; i++) {
          const clock = w.wallClock(date, 'Asia/Kolkata');
          written = `${w.clockDay(clock, true)}, ${w.clockTime(clock)}`;
        }
        const byHandMicros = ((performance.now() - handStart) * 1000) / calls;
        const intlStart = performance.now();
        const intl = new Intl.DateTimeFormat('en-IN', options).format(date);
        return { byHandMicros, intlMillis: performance.now() - intlStart, same: intl === written };
      }, intlOptions),
    );
    await context.close();
  }
  for (let run = 0; run < 5; run++) {
    const { page, context } = await freshPage(compareInstantsJs, 'compareInstants');
    firstSorts.push(
      await page.evaluate(() => {
        const { compareInstants } = window as unknown as {
          compareInstants: (a: string, b: string) => number;
        };
        const start = Date.UTC(2026, 0, 1);
        const instants = Array.from({ length: 50 }, (_, i) =>
          new Date(start + ((i * 7919) % 50) * 3.3 * 86_400_000).toISOString(),
        );
        let began = performance.now();
        const compared = [...instants].sort(compareInstants);
        const comparedMillis = performance.now() - began;
        began = performance.now();
        const byLocale = [...instants].sort((a, b) => a.localeCompare(b));
        const localeMillis = performance.now() - began;
        return { comparedMillis, localeMillis, same: compared.join() === byLocale.join() };
      }),
    );
    await context.close();
  }
} finally {
  await browser.close();
}
const handMicros = median(firstDates.map((d) => d.byHandMicros));
const intlMillis = median(firstDates.map((d) => d.intlMillis));
console.log(
  `a page's first date in IST, 4× slower CPU, median of ${firstDates.length} fresh pages:`,
);
console.log(`  by hand (wall-clock.ts)     ${handMicros.toFixed(1)} µs`);
console.log(`  the first Intl formatter    ${intlMillis.toFixed(1)} ms`);
console.log(`  ratio ${((intlMillis * 1000) / handMicros).toFixed(0)}×`);
if (!firstDates.every((d) => d.same)) throw new Error('the two wrote the date differently');

const comparedMillis = median(firstSorts.map((d) => d.comparedMillis));
const localeMillis = median(firstSorts.map((d) => d.localeMillis));
console.log(`a page's first 50 instants put in order, 4× slower CPU, median of 5 fresh pages:`);
console.log(`  compareInstants             ${comparedMillis.toFixed(2)} ms`);
console.log(`  localeCompare               ${localeMillis.toFixed(2)} ms`);
// The page's clock is coarse (0.1 ms): the ratio is at least this.
console.log(`  ratio ${(localeMillis / Math.max(comparedMillis, 0.1)).toFixed(0)}×`);
if (!firstSorts.every((d) => d.same)) throw new Error('the two sorts gave different orders');
