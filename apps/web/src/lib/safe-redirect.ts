/**
 * Where to go after login: only a path on this site (no scheme, no protocol-relative `//host`,
 * no backslash tricks); anything else falls back to home.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\') || /\p{Cc}/u.test(target))
    return fallback;
  if (target.startsWith('/accounts/login')) return fallback;
  return target;
}
