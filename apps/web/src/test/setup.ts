import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadDialogs } from '@/components/ui/dialog';
import { preloadDropdownMenu } from '@/components/ui/dropdown-menu';
import { preloadSheet } from '@/components/ui/sheet';

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

// Dialogs and menus load their Radix half on first use (components/ui); tests have it at once.
await Promise.all([preloadDialogs(), preloadDropdownMenu(), preloadSheet()]);
