// Zod's fast path compiles parsers with `new Function`, which the Content-Security-Policy (no
// 'unsafe-eval') forbids, and even its probe for it is reported as a violation. Zod reads its
// settings from this global when its core loads, so setting it here — a classic script that
// index.html loads before any module — covers every schema, those in chunks that load before
// main.tsx included. The one place the app sets it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
