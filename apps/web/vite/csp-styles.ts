import type { Plugin } from 'vite';

/**
 * Two libraries write <style> elements at run time, which the app's CSP (`style-src 'self'`, no
 * 'unsafe-inline') blocks: sonner (its toast styles, once) and react-style-singleton (the scroll
 * lock of Radix dialogs, menus and selects, per open). Both get the same CSS through a
 * constructable stylesheet (`new CSSStyleSheet()` + `document.adoptedStyleSheets`), which CSP does
 * not govern because no markup is parsed. The build fails if either library changes shape.
 */
const adoptSheet = `
function __athcareAdoptSheet(css) {
  if (!css || typeof document == 'undefined') return null;
  var sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
  return sheet;
}
function __athcareDropSheet(sheet) {
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter(function (s) {
    return s !== sheet;
  });
}
`;

const styleSingleton = `${adoptSheet}
export var stylesheetSingleton = function () {
  var counter = 0;
  var sheet = null;
  return {
    add: function (style) {
      if (counter == 0) sheet = __athcareAdoptSheet(style);
      counter++;
    },
    remove: function () {
      counter--;
      if (!counter && sheet) {
        __athcareDropSheet(sheet);
        sheet = null;
      }
    },
  };
};
`;

const sonnerInsertCss = 'function __insertCSS(code) {';

export function cspSafeStyles(): Plugin {
  return {
    name: 'athcare:csp-safe-styles',
    enforce: 'pre',
    load(id) {
      if (/[\\/]react-style-singleton[\\/]dist[\\/][^\\/]+[\\/]singleton\.js$/.test(id)) {
        return styleSingleton;
      }
      return null;
    },
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      if (!code.includes(sonnerInsertCss)) {
        throw new Error(`${id}: __insertCSS not found; check its styles still pass the CSP`);
      }
      return code.replace(
        sonnerInsertCss,
        `${adoptSheet}\nfunction __insertCSS(code) { __athcareAdoptSheet(code); return;`,
      );
    },
  };
}
