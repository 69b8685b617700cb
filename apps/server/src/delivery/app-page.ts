import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Written by the web build beside index.html (apps/web/vite/route-preloads.ts). */
const routePreloadsFile = 'route-preloads.json';
/** Written by the web build beside index.html (apps/web/src/prerender/entry.tsx). */
const prerenderedFile = 'prerendered.json';
/** Built by the web build beside its dist (apps/web/src/prerender/data-frames.tsx). */
const dataFramesFile = join('..', 'dist-prerender', 'data-frames.js');
/** How long a page waits for its data frame: past it, the page goes without, as it would anyway. */
const DATA_FRAME_WAIT_MS = 300;
/** What index.html shows in #root until the app renders: the splash, up to its noscript. */
const splash = /(<div id="root">)([\s\S]*?)(<noscript>)/;

interface RoutePreloads {
  /** The router's address: `/explore/doctors/$doctorId`, `$` alone for the rest of the path. */
  path: string;
  /** The JavaScript files the page's route chunks need beyond the entry's. */
  files: string[];
}

interface RoutePattern {
  /** The router's address. */
  path: string;
  segments: string[];
  links: string;
  /** A signed-in page's frame, shown to a signed-in member in place of the splash. */
  frame: string | undefined;
  /** The page's frame is its data, rendered for each request (DataFrames). */
  dataFramed: boolean;
}

interface Prerendered {
  /** Signed-out pages' markup, by address. */
  pages: Map<string, string>;
  /** Signed-in pages' frames, by the router's address. */
  frames: Map<string, string>;
}

/** The web build's renderer of the frames whose top is a page's data (a doctor, a product). */
export interface DataFrames {
  dataFramedRoutes: string[];
  /** The frame's markup, its data read with `fetch`; null when the record is not there. */
  renderDataFrame: (
    route: string,
    address: string,
    params: Record<string, string>,
    fetch: typeof globalThis.fetch,
  ) => Promise<string | null>;
}

/** The web build's data frames, or none when the build made none (a test's dist). */
export async function loadDataFrames(webDist: string): Promise<DataFrames | undefined> {
  const file = join(webDist, dataFramesFile);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as DataFrames;
}

export interface AppPage {
  etag: string;
  /** The page as it is and compressed, each once: the build's own files are precompressed too. */
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

/** Brotli, else gzip, else none, by the request's Accept-Encoding (a `q=0` refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): keyof AppPage['bodies'] {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : 'identity';
}

/** A fixed text before a parameter before the rest: `/explore` is the explore page, not a member's. */
function segmentRank(segment: string): number {
  if (segment === '$') return 2;
  return segment.startsWith('$') ? 1 : 0;
}

function moreSpecificFirst(a: RoutePattern, b: RoutePattern): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const order = segmentRank(a.segments[i]!) - segmentRank(b.segments[i]!);
    if (order !== 0) return order;
  }
  return b.segments.length - a.segments.length;
}

function matches(pattern: string[], parts: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    if (segment === '$') return true;
    const part = parts[i];
    if (part === undefined) return false;
    if (!segment.startsWith('$') && segment !== part) return false;
  }
  return pattern.length === parts.length;
}

function readRoutePreloads(webDist: string): RoutePreloads[] {
  const file = join(webDist, routePreloadsFile);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { routes: RoutePreloads[] }).routes;
}

/** What the build rendered: signed-out pages and signed-in pages' frames. */
function readPrerendered(webDist: string): Prerendered {
  const file = join(webDist, prerenderedFile);
  if (!existsSync(file)) return { pages: new Map(), frames: new Map() };
  const { pages, frames = {} } = JSON.parse(readFileSync(file, 'utf8')) as {
    pages: Record<string, string>;
    frames?: Record<string, string>;
  };
  return { pages: new Map(Object.entries(pages)), frames: new Map(Object.entries(frames)) };
}

/** The address's parameters by the route's names: `$productId` of `/store/products/7` is `7`. */
function paramsOf(pattern: string[], parts: string[]): Record<string, string> {
  const params: Record<string, string> = {};
  pattern.forEach((segment, i) => {
    if (segment.startsWith('$') && segment !== '$') params[segment.slice(1)] = parts[i]!;
  });
  return params;
}

function withFrame(text: string, frame: string): string {
  return text.replace(
    splash,
    (_, open: string, content: string, end: string) =>
      `${open}<div data-route-frame="">${frame}</div>${content}${end}`,
  );
}

/**
 * A page's bodies: built once and kept at the best compression, or, for a page of one request
 * (a data frame), at a quick one (brotli 5 and gzip 6: under a millisecond on a 20 KB page, where
 * brotli's best takes about 20).
 */
function appPage(text: string, kept: boolean): AppPage {
  const identity = Buffer.from(text);
  return {
    // Weak: the same page whichever encoding carries it.
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    bodies: {
      identity,
      br: brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: kept ? constants.BROTLI_MAX_QUALITY : 5,
        },
      }),
      gzip: gzipSync(identity, { level: kept ? 9 : 6 }),
    },
  };
}

/** The promise's value, or undefined when it has not come within `ms` or failed (`onError`). */
async function within<T>(promise: Promise<T>, ms: number, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([
      promise.catch((error: unknown) => {
        onError(error);
        return undefined;
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a page needs beyond its address to carry its data frame. */
export interface DataFrameRequest {
  /** Reads the page's data as an anonymous client of the API, counted against the page's caller. */
  fetch: typeof globalThis.fetch;
  onError: (error: unknown) => void;
}

/**
 * The app's one HTML page for every address the client router owns, naming the address's own
 * route chunks as `modulepreload` links, so the browser fetches them beside the entry rather than
 * after the entry has run and asked for them. Each address's page is built once and kept (one per
 * route, a few KB each); an address no route matches gets index.html as built. A page the build
 * prerendered carries its markup instead of the splash, so it shows before the JavaScript arrives.
 * A signed-in page with a frame carries it before the splash: the request has no session, so the
 * boot script shows one or the other by the session the app saved (apps/web/public/boot.js).
 * A page whose top is its data (a doctor's profile, a product) gets its frame rendered with the
 * data for each request (`dataFrames`), as any visitor may read it; without the data (no such
 * record, a slow or failed read) it is the route's page as kept.
 */
export function createAppPages(
  webDist: string,
  dataFrames?: DataFrames,
): (pathname: string, dataFrame?: DataFrameRequest) => Promise<AppPage> {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const { pages: prerendered, frames } = readPrerendered(webDist);
  const dataFramed = new Set(dataFrames?.dataFramedRoutes);
  const patterns: RoutePattern[] = readRoutePreloads(webDist)
    .map(({ path, files }) => ({
      path,
      segments: path.split('/').filter(Boolean),
      // Low priority, as the build marks the entry's (apps/web/vite/route-preloads.ts): the
      // first paint, the splash or a prerendered page, needs none of them.
      links: files
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`)
        .join(''),
      frame: frames.get(path),
      dataFramed: dataFramed.has(path),
    }))
    .sort(moreSpecificFirst);
  const pages = new Map<RoutePattern | string | undefined, AppPage>();
  const textOf = (pattern: RoutePattern | undefined) =>
    pattern ? html.replace('</head>', `${pattern.links}</head>`) : html;

  return async (pathname, dataFrame) => {
    const parts = pathname.split('/').filter(Boolean);
    const pattern = patterns.find((p) => matches(p.segments, parts));
    const address = `/${parts.join('/')}`;
    if (dataFrames && dataFrame && pattern?.dataFramed) {
      const frame = await within(
        dataFrames.renderDataFrame(
          pattern.path,
          address,
          paramsOf(pattern.segments, parts),
          dataFrame.fetch,
        ),
        DATA_FRAME_WAIT_MS,
        dataFrame.onError,
      );
      if (frame) return appPage(withFrame(textOf(pattern), frame), false);
    }
    const markup = prerendered.get(address);
    const key = markup === undefined ? pattern : address;
    let page = pages.get(key);
    if (!page) {
      let text = textOf(pattern);
      const frame = pattern?.frame;
      if (markup !== undefined)
        text = text.replace(splash, (_, open: string, _splash, end: string) => open + markup + end);
      else if (frame !== undefined) text = withFrame(text, frame);
      page = appPage(text, true);
      pages.set(key, page);
    }
    return page;
  };
}
