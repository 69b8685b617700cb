// `npm run bench:web-cpu`: two pieces of the web app's own work that every page repeats on a
// phone's main thread, each measured as a ratio in one run.
// 1. `cn` (class merging): a class list merged for the first time against one merged before. A
//    page's buttons, inputs and badges pass the same lists again and again; the lists here are
//    the app's own, every string literal of its source with three or more classes, each with a
//    conflicting size after it, as `cn(buttonVariants(…), className)` does.
// 2. The API client's key conversion of a response: a page of 200 doctor-like rows camelCased
//    with the remembered spellings against the same rows with each key worked out again (the
//    regular expressions of `toCamelCase`, copied here as the baseline; before, each key also ran
//    through both spellings for the raw-key check, so the old cost was higher than this baseline).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertKeys, toCamelCase } from '../../packages/shared/src/key-case.ts';
import { mergeClasses } from '../../apps/web/src/lib/class-merge.ts';

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
