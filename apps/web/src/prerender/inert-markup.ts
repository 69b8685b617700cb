/**
 * A prerendered page's markup as the server sends it before the app has loaded: it shows, but does
 * nothing. Text fields are read-only and buttons and choices disabled (a form sent before the app
 * can handle it would go to the server as a GET, the password in its address, and typing into a
 * field the app then replaces would be lost); scripts are dropped (the CSP allows no inline
 * script, and the app runs its own). One wrapper marks it, for public/boot.js's submit guard.
 */
export function inertMarkup(html: string): string {
  if (/\sstyle="/.test(html))
    throw new Error('a prerendered page has a style attribute, which the CSP blocks');
  // A part still loading is a fallback and a script to swap it in: the page would show a spinner.
  if (/<template\b/.test(html)) throw new Error('a prerendered page has a part still loading');
  const inert = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    // React's hints for the images it rendered: the page's own <img> already fetches them.
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(/<(button|select)\b/g, '<$1 disabled=""')
    .replace(/<input\b([^>]*)>/g, (input: string, attributes: string) =>
      /\stype="(checkbox|radio|file|submit|button|reset)"/.test(attributes)
        ? `<input disabled=""${attributes}>`
        : `<input readonly=""${attributes}>`,
    )
    .replace(/<textarea\b/g, '<textarea readonly=""');
  return `<div data-prerendered="">${inert}</div>`;
}
