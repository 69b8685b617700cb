import type { Page } from '@playwright/test';

/** How many CSS pixels the page is wider than its viewport: 0 when it never scrolls sideways. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
