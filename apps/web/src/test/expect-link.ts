import { expect } from 'vitest';

/** Asserts that `link` (a link, or a tab that is a link) leads to `href`. */
export function expectLinkTo(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
}
