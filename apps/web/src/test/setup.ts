import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The files of a worker share one module graph (vitest.config.ts: isolate false). Each file still
// starts with the app's modules unevaluated, so no store, time zone or theme carries over from the
// file before it; only the libraries (React, Radix, …) are evaluated once per worker.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom implements neither scrolling nor matchMedia; the router, the theme and the sidebar use them.
window.scrollTo = () => undefined;

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// Under this environment the global Blob is jsdom's, which has no text() or arrayBuffer() (browsers'
// have both), and Node 24's fetch builds a response's blob() with it: read such blobs as a browser
// would, through FileReader.
function readBlob<T>(blob: Blob, read: (reader: FileReader) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read'));
    read(reader);
  });
}
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return readBlob<string>(this, (reader) => reader.readAsText(this));
  };
}
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return readBlob<ArrayBuffer>(this, (reader) => reader.readAsArrayBuffer(this));
  };
}

// Dialogs and menus load their Radix half on first use (components/ui); tests have it at once.
// Imported after the reset, so the test file imports these same, preloaded modules.
await Promise.all([
  import('@/components/ui/dialog').then(({ preloadDialogs }) => preloadDialogs()),
  import('@/components/ui/dropdown-menu').then(({ preloadDropdownMenu }) => preloadDropdownMenu()),
  import('@/components/ui/sheet').then(({ preloadSheet }) => preloadSheet()),
]);
