import { describe, expect, it } from 'vitest';
import { inertMarkup } from './inert-markup';

describe('inertMarkup', () => {
  it('makes fields read-only and buttons and choices disabled, inside one marked wrapper', () => {
    const html =
      '<form noValidate=""><input type="text" id="email"/><input type="password"/>' +
      '<input type="checkbox" checked=""/><textarea name="note"></textarea>' +
      '<select><option>One</option></select><button type="submit">Login</button></form>';
    expect(inertMarkup(html)).toBe(
      '<div data-prerendered=""><form noValidate=""><input readonly="" type="text" id="email"/>' +
        '<input readonly="" type="password"/><input disabled="" type="checkbox" checked=""/>' +
        '<textarea readonly="" name="note"></textarea><select disabled=""><option>One</option>' +
        '</select><button disabled="" type="submit">Login</button></form></div>',
    );
  });

  it("drops scripts and React's image hints, keeping the page's own images", () => {
    const html =
      '<link rel="preload" as="image" href="/logo.svg"/><h1>Welcome back</h1>' +
      '<script>document.currentScript.remove()</script><img src="/logo.svg" alt=""/>';
    expect(inertMarkup(html)).toBe(
      '<div data-prerendered=""><h1>Welcome back</h1><img src="/logo.svg" alt=""/></div>',
    );
  });

  it('refuses markup the CSP would block or that still waits for a part', () => {
    expect(() => inertMarkup('<div style="color:red">x</div>')).toThrow(/style attribute/);
    expect(() =>
      inertMarkup('<!--$?--><template id="B:0"></template><div role="status"></div><!--/$-->'),
    ).toThrow(/still loading/);
  });
});
