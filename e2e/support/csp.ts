import type { BrowserContext } from '@playwright/test';

/** A Content-Security-Policy violation the browser reported in a page or one of its frames. */
export interface CspViolation {
  page: string;
  what: string;
}

const watched = new WeakSet<BrowserContext>();

/**
 * Records every CSP violation in the context's pages: the `securitypolicyviolation` event (with
 * the directive and the blocked URL) and the console message Chromium prints for it.
 */
export async function watchCsp(context: BrowserContext, found: CspViolation[]): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) {
      found.push({ page: message.page()?.url() ?? '', what: message.text() });
    }
  });
  await context.exposeBinding('__athcareCspViolation', (source, what: string) => {
    found.push({ page: source.frame.url(), what });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __athcareCspViolation?: (what: string) => void })
        .__athcareCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
}
