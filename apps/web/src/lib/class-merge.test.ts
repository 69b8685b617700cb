import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

/** Every whitespace-separated word of every string literal in the app's source. */
function classesInSource(): string[] {
  const root = join(import.meta.dirname, '..');
  const words = new Set<string>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    // class-merge.ts itself names families (`font-size`), not classes.
    (file) => /\.tsx?$/.test(file) && !/\.gen\.ts$|\.test\.|class-merge/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of literal[2]!.split(/\s+/)) {
        // Not a class: quotes or commas around it, or a template's `${…}`.
        if (word && !/^['",]|['",]$|\$\{/.test(word)) words.add(word);
      }
    }
  }
  return [...words].sort();
}

describe('mergeClasses', () => {
  const classes = classesInSource();
  // What tailwind-merge takes for a Tailwind utility: one that overrides itself.
  const utilities = classes.filter(
    (className) => twMerge(`${className} ${className}`) === className,
  );

  it('lets the later of two conflicting utilities win and keeps the rest in order', () => {
    expect(mergeClasses('px-4 h-9 text-sm h-8')).toBe('px-4 text-sm h-8');
    expect(mergeClasses('px-2 py-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('hover:bg-muted bg-card hover:bg-accent')).toBe('bg-card hover:bg-accent');
    expect(mergeClasses('group flex size-8 h-10 grid')).toBe('group size-8 h-10 grid');
    expect(mergeClasses('  leading-none   text-sm ')).toBe('text-sm');
  });

  it('knows as utilities exactly the classes tailwind-merge knows, among those the app writes', () => {
    expect(utilities.length).toBeGreaterThan(300);
    const unknownHere = utilities.filter(
      (className) => mergeClasses(`${className} ${className}`) !== className,
    );
    const onlyHere = classes.filter(
      (className) =>
        !utilities.includes(className) && mergeClasses(`${className} ${className}`) === className,
    );
    expect({ unknownHere, onlyHere }).toEqual({ unknownHere: [], onlyHere: [] });
  });

  it('agrees with tailwind-merge on every pair of utilities the app writes', () => {
    const disagreements: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        const pair = `${first} ${second}`;
        if (mergeClasses(pair) !== twMerge(pair)) disagreements.push(pair);
      }
    }
    expect(disagreements.slice(0, 40)).toEqual([]);
    // Every pair of some 600 utilities: about 3 s alone, over 5 s beside a busy suite.
  }, 30_000);
});
