import type { Plugin } from 'vite';

/** V8's explicit compile hint; it counts only as a file's first line. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** Whether the code's first line is the hint. */
export function hasCompileHint(code: string): boolean {
  return code.startsWith(`${compileHint}\n`);
}

/** The chunk's code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return hasCompileHint(code) ? code : `${compileHint}\n${code}`;
}

/**
 * Marks every JavaScript chunk of the build with V8's explicit compile hint (Chromium 136 and
 * later; a comment to other engines). A marked file has all its functions compiled while it
 * streams in, off the main thread; unmarked, V8 only pre-parses a function there and compiles it
 * on the main thread at its first call, which for the app's code is during the page's load,
 * inside its longest task. Every chunk is fetched when its code is about to run (the entry and
 * its preloads at start, a route's chunks when it opens), so every chunk is marked; the price is
 * compiling the functions no one calls, in the background. Written last (after the minifier,
 * which drops comments, and after Vite puts its preload helper at the top of a chunk), so the
 * hint is the first line; the names are hashed before, and the hint is the same in every build.
 * `npm run bench:web-compile` measures the main thread's compile time with and without it.
 */
export function compileHints(): Plugin {
  return {
    name: 'athcare:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = withCompileHint(output.code);
        }
      },
    },
  };
}
