// The one classic script index.html loads, before any module and before the first paint: a file,
// not an inline script, so the Content-Security-Policy needs no 'unsafe-inline'. One file, not
// two: each script in the head is one more request the first paint waits for.
/* global window, document, Element */

// Zod's fast path compiles parsers with `new Function`, which the Content-Security-Policy (no
// 'unsafe-eval') forbids, and even its probe for it is reported as a violation. Zod reads its
// settings from this global when its core loads, so setting it here covers every schema, those in
// chunks that load before main.tsx included. The one place the app sets it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});

// Applies the saved theme before the first paint (no flash of the wrong theme).
// Mirrors src/lib/theme.ts: key vite-ui-theme, app default light, system follows the OS.
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

// A signed-in page's prerendered frame (src/prerender/route-frames.tsx; the server sends it before
// the splash) is for a member signed in on this browser: this marks one, and the stylesheet shows
// the frame or the splash by it. Signed in as src/stores/session-store.ts has it: a saved user
// with an access token still valid.
(function () {
  try {
    var saved = JSON.parse(localStorage.getItem('auth-session-storage') || 'null');
    var session = saved && saved.state;
    var token = session && session.user && session.accessToken;
    var claims =
      token && JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    if (claims && claims.exp * 1000 > Date.now())
      document.documentElement.setAttribute('data-signed-in', '');
  } catch {
    // Storage blocked or a token unreadable: the splash, as for anyone signed out.
  }
})();

// A prerendered page (the server's copy of its markup, shown until the app renders) sends no
// form: its buttons are disabled, and this stops the one way left, Enter in a field. Sent by the
// browser, a login form would put the password in the address.
document.addEventListener(
  'submit',
  function (event) {
    var form = event.target;
    if (form instanceof Element && form.closest('[data-prerendered]')) event.preventDefault();
  },
  true,
);
