import { describe, expect, it } from 'vitest';
import { lowPriorityScripts, routeFilesOf, routePath } from './route-preloads.ts';

describe('route preloads', () => {
  it("reads a route file's address by the router's file conventions", () => {
    expect(routePath('_app/explore/doctors/$doctorId')).toBe('/explore/doctors/$doctorId');
    expect(routePath('_app/explore/doctors/index')).toBe('/explore/doctors');
    expect(routePath('_app/index')).toBe('/');
    expect(routePath('_app/$username/docs/folder/$')).toBe('/$username/docs/folder/$');
    expect(routePath('accounts/registration/index')).toBe('/accounts/registration');
    expect(routePath('share.$token')).toBe('/share/$token');
  });

  it('puts the root and every layout above a page before the page', () => {
    expect(routeFilesOf('_app/explore/doctors/index')).toEqual([
      '__root',
      '_app',
      '_app/route',
      '_app/explore',
      '_app/explore/route',
      '_app/explore/doctors',
      '_app/explore/doctors/route',
      '_app/explore/doctors/index',
    ]);
    expect(routeFilesOf('share.$token')).toEqual(['__root', 'share.$token']);
  });

  it("marks the page's module scripts and preloads low priority, and nothing else", () => {
    const head =
      '<script src="/boot.js"></script><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/common-B2.js"><link rel="stylesheet" crossorigin href="/assets/index-C3.css">';
    expect(lowPriorityScripts(head)).toBe(
      '<script src="/boot.js"></script><script type="module" fetchpriority="low" crossorigin src="/assets/index-A1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/common-B2.js"><link rel="stylesheet" crossorigin href="/assets/index-C3.css">',
    );
  });
});
