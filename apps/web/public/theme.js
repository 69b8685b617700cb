// Applies the saved theme before the first paint (no flash of the wrong theme). A file, not an
// inline script, so the Content-Security-Policy needs no 'unsafe-inline'.
// Mirrors src/lib/theme.ts: key vite-ui-theme, app default light, system follows the OS.
/* global window, document */
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
