import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { fixtureSchema } from '../test/fixture-app.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';

const secret = 'test-secret-for-the-delivery-tests-0123456789';
// About the size of the built page (over the 1 KB below which nothing is compressed), with its
// entry script and its splash in #root.
const indexHtml = `<!doctype html><html><head><title>Athcare</title><meta name="description" content="${'Doctors, lab tests and records. '.repeat(40)}"><script type="module" fetchpriority="low" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"><div class="splash">Athcare</div><noscript>Athcare needs JavaScript.</noscript></div></body></html>`;
// As apps/web/src/prerender/entry.tsx renders it.
const loginMarkup = '<div data-prerendered=""><h1>Welcome back</h1><input readonly=""/></div>';
// A signed-in page's frame, as the same file renders it.
const folderFrame = '<div data-prerendered=""><main><h1>My documents</h1></main></div>';
const chunk = `export const x = ${JSON.stringify('a'.repeat(4000))};\n`;
// The data frames' module as apps/web/src/prerender/data-frames.tsx builds it, over the fixture
// schema: a published book's card (read with the fetch the server gives, as the app's pages read
// theirs), who the read ran as, a read that never answers, a render that fails.
const dataFramesModule = `
export const dataFramedRoutes = ['/books/$bookId', '/whoami/$n', '/slow/$n', '/broken/$n'];
const read = (fetch, path) =>
  fetch(path, { headers: { Accept: 'application/json', 'Accept-Profile': 'fx' } }).then((r) => {
    if (!r.ok) throw new Error('status ' + r.status);
    return r.json();
  });
export async function renderDataFrame(route, address, params, fetch) {
  if (route === '/books/$bookId') {
    const [book] = await read(fetch, '/api/book_cards?select=title&id=eq.' + params.bookId);
    return book ? '<main><h1>' + book.title + '</h1><p>' + address + '</p></main>' : null;
  }
  if (route === '/whoami/$n') return '<main>' + (await read(fetch, '/api/rpc/whoami')) + '</main>';
  if (route === '/slow/$n') return new Promise(() => {});
  throw new Error('the render failed');
}
`;

/**
 * A built SPA as the Vite build leaves it: each file with its .br and .gz beside it, and beside
 * the folder the prerender's build with the data frames. Returns the SPA's folder.
 */
function writeWebDist(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'athcare-delivery-')), 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '..', 'dist-prerender'));
  writeFileSync(join(dir, '..', 'dist-prerender', 'data-frames.js'), dataFramesModule);
  const files: Record<string, string> = {
    'index.html': indexHtml,
    'assets/index-Ab12Cd34.js': chunk,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  // As apps/web/vite/route-preloads.ts writes it: each page's own chunks.
  const routes = [
    { path: '/$username', files: ['/assets/member-A1.js'] },
    { path: '/$username/docs/folder/$', files: ['/assets/folder-B2.js', '/assets/docs-C3.js'] },
    { path: '/explore', files: ['/assets/explore-D4.js'] },
    { path: '/explore/doctors/$doctorId', files: ['/assets/doctor-E5.js'] },
    ...['/books/$bookId', '/whoami/$n', '/slow/$n', '/broken/$n'].map((path) => ({
      path,
      files: ['/assets/book-F6.js'],
    })),
  ];
  writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify({ routes }));
  const pages = { '/accounts/login': loginMarkup };
  const frames = { '/$username/docs/folder/$': folderFrame };
  writeFileSync(join(dir, 'prerendered.json'), JSON.stringify({ pages, frames }));
  return dir;
}

describe.each(testEngines)('delivery: headers, compression, static files on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    await t.db.execScript(fixtureSchema);
    await t.db.execScript(
      `insert into fx.authors (name, bio) select 'Author ' || g, repeat('A short biography. ', 5) from generate_series(1, 200) g`,
    );
    webDist = writeWebDist();
    app = await buildApp({
      config: loadConfig({ JWT_SECRET: secret, WEB_DIST_DIR: webDist, DB_SCHEMAS: 'fx,fx2' }),
      db: t.db,
    });
    behindProxy = await buildApp({
      config: loadConfig({
        JWT_SECRET: secret,
        WEB_DIST_DIR: webDist,
        TRUST_PROXY_HOPS: '1',
        CORS_ORIGINS: 'https://partner.example, http://localhost:5173',
      }),
      db: t.db,
    });
  });
  afterAll(async () => {
    await app?.close();
    await behindProxy?.close();
    rmSync(join(webDist, '..'), { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  describe('security headers', () => {
    it.each(['/api/health', '/', '/explore/doctors', '/assets/index-Ab12Cd34.js'])(
      'sends the CSP and the other security headers on %s',
      async (url) => {
        const r = await get(url);
        expect(r.statusCode).toBe(200);
        const csp = String(r.headers['content-security-policy']);
        for (const directive of [
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self'",
          "connect-src 'self'",
          "frame-ancestors 'none'",
          "object-src 'none'",
          "base-uri 'none'",
        ]) {
          expect(csp).toContain(directive);
        }
        expect(csp).not.toContain('unsafe-inline');
        expect(csp).not.toContain('unsafe-eval');
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        expect(r.headers['x-frame-options']).toBe('DENY');
        expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(r.headers['permissions-policy']).toContain('camera=()');
        // Geolocation for the app's own pages only (the ambulance pickup); the rest denied.
        expect(r.headers['permissions-policy']).toContain('geolocation=(self)');
        expect(r.headers['permissions-policy']).not.toContain('geolocation=()');
        expect(r.headers['permissions-policy']).toContain('microphone=()');
        expect(r.headers['strict-transport-security']).toBeUndefined();
      },
    );

    it("adds exactly Razorpay's checkout sources, and only when Razorpay takes payments", async () => {
      const parse = (header: unknown) =>
        Object.fromEntries(
          String(header)
            .split(';')
            .map((d) => d.trim().split(/\s+/))
            .map(([name, ...sources]) => [name!, sources]),
        );
      const plain = parse((await get('/')).headers['content-security-policy']);
      expect(JSON.stringify(plain)).not.toContain('razorpay');
      const rzpApp = await buildApp({
        config: loadConfig({
          JWT_SECRET: secret,
          WEB_DIST_DIR: webDist,
          PAYMENT_PROVIDER: 'razorpay',
          RAZORPAY_KEY_ID: 'rzp_test_csp',
          RAZORPAY_KEY_SECRET: 'csp-secret',
          RAZORPAY_WEBHOOK_SECRET: 'csp-webhook-secret',
        }),
        db: t.db,
      });
      try {
        const r = await rzpApp.inject({ method: 'GET', url: '/checkout3' });
        const withRzp = parse(r.headers['content-security-policy']);
        expect(withRzp).toEqual({
          ...plain,
          'script-src': ["'self'", 'https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
          'frame-src': ["'self'", 'blob:', 'https://api.razorpay.com'],
          'connect-src': [
            "'self'",
            'https://lumberjack.razorpay.com',
            'https://lumberjack-metrics.razorpay.com',
          ],
          'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.razorpay.com'],
        });
        expect(r.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      } finally {
        await rzpApp.close();
      }
    });

    it('sends HSTS only when TLS ends at a trusted proxy in front', async () => {
      const tls = await behindProxy.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await behindProxy.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY_HOPS a client's own X-Forwarded-Proto is not believed.
      const spoofed = await get('/api/health', { 'x-forwarded-proto': 'https' });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    });

    it('gives the public share page stricter headers: no referrer, no cache, no index', async () => {
      const r = await get('/share/abcdef0123456789');
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<title>Athcare</title>');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['x-robots-tag']).toBe('noindex, nofollow');
    });
  });

  describe('static files', () => {
    it('serves the brotli file to a browser that accepts it, gzip to one that accepts only gzip', async () => {
      const br = await get('/assets/index-Ab12Cd34.js', {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
      expect(br.rawPayload.length).toBeLessThan(chunk.length / 10);

      const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);

      const none = await get('/assets/index-Ab12Cd34.js');
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.headers.vary).toMatch(/accept-encoding/i);
      expect(none.body).toBe(chunk);
    });

    it('caches hashed assets for a year and revalidates index.html on every load', async () => {
      const asset = await get('/assets/index-Ab12Cd34.js');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/index.html', '/accounts/forgot-password']) {
        const page = await get(url, { 'accept-encoding': 'br' });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);
      }
    });

    it("names the address's own route chunks for preloading, the most specific route's", async () => {
      const preloads = async (url: string) => {
        const r = await get(url);
        expect(r.statusCode).toBe(200);
        return [
          ...r.body.matchAll(
            /<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g,
          ),
        ].map((m) => m[1]);
      };
      expect(await preloads('/explore/doctors/42?tab=about')).toEqual(['/assets/doctor-E5.js']);
      // A fixed segment wins over a parameter: /explore is not a member called "explore".
      expect(await preloads('/explore')).toEqual(['/assets/explore-D4.js']);
      expect(await preloads('/demomember/')).toEqual(['/assets/member-A1.js']);
      expect(await preloads('/demomember/docs/folder/a/b')).toEqual([
        '/assets/folder-B2.js',
        '/assets/docs-C3.js',
      ]);
      // No route: the page as built.
      expect(await preloads('/accounts/login')).toEqual([]);
      const plain = await get('/no/such/page/here');
      expect(plain.body).toBe(indexHtml);
      const injected = await get('/explore');
      expect(injected.body).toBe(
        indexHtml.replace(
          '</head>',
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/explore-D4.js"></head>',
        ),
      );
    });

    it("shows a prerendered page's markup in place of the splash", async () => {
      for (const url of ['/accounts/login', '/accounts/login/?redirect=%2Fexplore']) {
        const login = await get(url);
        expect(login.statusCode).toBe(200);
        expect(login.body).toContain(`<div id="root">${loginMarkup}<noscript>`);
        expect(login.body).not.toContain('class="splash"');
      }
      // A page not prerendered keeps the splash.
      const explore = await get('/explore');
      expect(explore.body).toContain('<div id="root"><div class="splash">');
      expect(explore.body).not.toContain('Welcome back');
    });

    it("puts a signed-in page's frame before the splash, at every address of its route", async () => {
      for (const url of ['/demomember/docs/folder/a', '/someone/docs/folder/a/b?sort=name']) {
        const folder = await get(url);
        expect(folder.statusCode).toBe(200);
        // Both: the request carries no session, the boot script shows the one that applies.
        expect(folder.body).toContain(
          `<div id="root"><div data-route-frame="">${folderFrame}</div><div class="splash">Athcare</div><noscript>`,
        );
        expect(folder.body).toContain('href="/assets/folder-B2.js"');
      }
      // Another route of the same member keeps the splash alone.
      const summary = await get('/demomember');
      expect(summary.body).toContain('<div id="root"><div class="splash">');
      expect(summary.body).not.toContain('data-route-frame');
    });

    it("puts a page's data frame before the splash: what an anonymous visitor may read, now", async () => {
      await t.db.execScript(
        `insert into fx.books (id, title, author_id, published) values
           (9001, 'A published book', 1, true), (9002, 'A draft', 1, false)`,
      );
      const published = await get('/books/9001');
      expect(published.statusCode).toBe(200);
      expect(published.body).toContain(
        '<div id="root"><div data-route-frame=""><main><h1>A published book</h1><p>/books/9001</p></main></div><div class="splash">Athcare</div><noscript>',
      );
      expect(published.body).toContain('href="/assets/book-F6.js"');
      // Read for each request: a changed title is in the next page, under another ETag.
      await t.db.execScript(`update fx.books set title = 'A renamed book' where id = 9001`);
      const renamed = await get('/books/9001', { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(renamed.rawPayload).toString()).toContain(
        '<h1>A renamed book</h1>',
      );
      expect(renamed.headers.etag).not.toBe(published.headers.etag);

      // The draft is not there for an anonymous visitor, nor is a book that does not exist, nor
      // is the page of another tab (a query): the route's page as kept, with its splash.
      for (const url of ['/books/9002', '/books/424242', '/books/9001?tab=reviews']) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).not.toContain('data-route-frame');
        expect(page.body, url).toContain('<div id="root"><div class="splash">Athcare</div>');
      }
    });

    it("reads a data frame's data with no session, whatever the page's request carries", async () => {
      const page = await get('/whoami/1', {
        authorization: 'Bearer not-a-token',
        cookie: 'athcare_refresh=not-a-token',
      });
      expect(page.body).toContain('<div data-route-frame=""><main>anon:</main></div>');
    });

    it('sends the page without its data frame when the read is slow or the render fails', async () => {
      // A read that never answers would hold the page (and this test) for good without the bound.
      for (const url of ['/slow/1', '/broken/1']) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).not.toContain('data-route-frame');
        expect(page.body, url).toContain('<div id="root"><div class="splash">Athcare</div>');
      }
    });

    it("revalidates the app's page by its ETag, per address, in the encoding asked for", async () => {
      const first = await get('/explore/doctors/7');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await get('/explore/doctors/8', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await get('/explore', { 'if-none-match': etag });
      expect(other.statusCode).toBe(200);

      const gz = await get('/explore', { 'accept-encoding': 'br;q=0, gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(other.body);
      const none = await get('/explore', { 'accept-encoding': 'identity' });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.body).toBe(other.body);
    });

    it('answers 404 for a missing asset instead of the app', async () => {
      const r = await get('/assets/index-Gone0000.js');
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain('<html');
    });
  });

  describe('API compression', () => {
    it('compresses a large API answer with brotli or gzip, as negotiated', async () => {
      const plain = await get('/api/');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const size = plain.rawPayload.length;
      expect(size).toBeGreaterThan(10_000);

      const br = await get('/api/', { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(size / 4);

      const gz = await get('/api/', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    });

    it('compresses a table read', async () => {
      const url = '/api/authors?select=id,name,bio&order=id';
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.length).toBeGreaterThan(10_000);
      expect(plain.headers['content-range']).toBe('0-202/*');
      const br = await get(url, { 'accept-encoding': 'br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-range']).toBe(plain.headers['content-range']);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    });

    it('leaves an answer below the threshold as it is', async () => {
      const r = await get('/api/health', { 'accept-encoding': 'br, gzip' });
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.json()).toEqual({ status: 'ok' });
    });
  });

  describe('CORS', () => {
    it('sends no CORS headers by default: same-origin only', async () => {
      const r = await get('/api/health', { origin: 'https://evil.example' });
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
      expect(r.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('allows only the origins in CORS_ORIGINS, never reflecting another', async () => {
      const listed = await behindProxy.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://partner.example' },
      });
      expect(listed.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(listed.headers['access-control-allow-credentials']).toBe('true');
      expect(listed.headers.vary).toMatch(/origin/i);

      const other = await behindProxy.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://partner.example.evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-credentials']).toBeUndefined();

      const preflight = await behindProxy.inject({
        method: 'OPTIONS',
        url: '/api/rpc/login',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    });

    it('rejects a wildcard or a path in CORS_ORIGINS at start-up', () => {
      expect(() => loadConfig({ JWT_SECRET: secret, CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
      expect(() =>
        loadConfig({ JWT_SECRET: secret, CORS_ORIGINS: 'https://a.example/app' }),
      ).toThrow(/CORS_ORIGINS/);
    });
  });
});
