import { config } from 'zod/mini';

/**
 * Zod's fast path compiles parsers with `new Function`, which the app's Content-Security-Policy
 * (no 'unsafe-eval') forbids, and even its probe for it is reported as a violation. Parse without
 * it. Imported first by main.tsx, before any schema parses anything.
 */
config({ jitless: true });
