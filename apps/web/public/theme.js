// Applies the saved theme before the first paint (no flash of the wrong theme). A file, not an
// inline script, so the Content-Security-Policy needs no 'unsafe-inline'.
// Mirrors src/lib/theme.ts: key vite-ui-theme, app default light, system follows the OS.
/* global window, document */
(function () {
  var theme = 'light';
  try {
    var saved = localStorage.getItem('vite-ui-theme');
    if (saved === 'light' || saved === 'dark' || saved === 'system') theme = saved;
  } catch {
    // Storage blocked (private mode, policy): keep the default.
  }
  if (theme === 'system') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();

// Zod's fast path compiles parsers with `new Function`, which the CSP (no 'unsafe-eval') forbids
// and reports. Zod reads its settings from this global when its core loads, so setting it here,
// before any module runs, covers schemas built in chunks that load before main.tsx's own code
// (src/lib/zod-jitless.ts sets the same through zod's API).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
