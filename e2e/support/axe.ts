import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical WCAG 2.x A/AA violations on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A prerendered page's copy is replaced when the app renders: the scan reads the app's page,
  // not nodes that go mid-scan.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // Axe reads colours as they are painted: a toast or dialog still fading in fails contrast. Let
  // every finite animation and transition end first (spinners and skeletons loop forever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Toasts come and go on their own time: the toaster loads with the first one, which may appear
  // mid-scan and fade under another, and axe then reads its text as too faint. Their colours are
  // the app's theme tokens, checked on the page itself; the toaster is left out of the scan.
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}
