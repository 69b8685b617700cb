import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';

/**
 * The app's Content-Security-Policy: everything from this origin only, no inline script and no
 * inline style elements (see the README's "Delivery" section for the two libraries that wanted
 * them and how the build serves them instead). `blob:` for images and frames is the locker's
 * preview, which shows the fetched bytes through an object URL.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * What Razorpay's web checkout needs, added only when PAYMENT_PROVIDER=razorpay (Razorpay's own
 * CSP allow-list for its Magento plugin): checkout.js and the risk-detection script it loads, the
 * checkout frame served from api.razorpay.com, its event and metrics beacons, and its images.
 */
export const razorpayCsp = {
  'script-src': ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  'frame-src': ['https://api.razorpay.com'],
  'connect-src': ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  'img-src': ['https://cdn.razorpay.com'],
} as const;

/** The CSP for this deployment: the app's own, plus Razorpay's sources when it takes payments. */
export function contentSecurityPolicyFor(config: Pick<Config, 'PAYMENT_PROVIDER'>) {
  const directives: Record<string, string[]> = Object.fromEntries(
    Object.entries(contentSecurityPolicy).map(([name, sources]) => [name, [...sources]]),
  );
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    for (const [name, sources] of Object.entries(razorpayCsp)) directives[name]!.push(...sources);
  }
  return directives;
}

/**
 * Powerful features the app never uses, denied to the page and to every frame in it; geolocation
 * only to the app's own pages (a member's "Use my location" for an ambulance pickup), never to a
 * frame of another origin.
 */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .concat('geolocation=(self)')
  .join(', ');

/** One year, the minimum browsers' preload lists accept. */
const hstsValue = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (helmet), CORS from the allow-list, Permissions-Policy, and
 * HSTS when TLS ends at a trusted proxy in front (TRUST_PROXY_HOPS > 0 and it says https).
 * Endpoints that need stricter headers (locker bytes) set their own after these, which wins.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(config) },
    // Razorpay's checkout opens the bank's or wallet's page in a popup for some methods and hears
    // back from it through window.opener, which COOP same-origin would cut.
    crossOriginOpenerPolicy: {
      policy: config.PAYMENT_PROVIDER === 'razorpay' ? 'same-origin-allow-popups' : 'same-origin',
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Every subresource is same-origin already; require-corp would only add a way to break.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent by the hook below, and only where it is true that TLS ends in front of us.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('permissions-policy', permissionsPolicy);
    if (config.TRUST_PROXY_HOPS > 0 && request.protocol === 'https') {
      void reply.header('strict-transport-security', hstsValue);
    }
  });

  // Same-origin by default: without CORS_ORIGINS no Access-Control-* header is ever sent. With it,
  // only the listed origins get them (with credentials); any other origin is never reflected.
  const allowed = new Set(config.CORS_ORIGINS);
  await app.register(cors, {
    origin: allowed.size === 0 ? false : (origin, cb) => cb(null, !!origin && allowed.has(origin)),
    credentials: allowed.size > 0,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    exposedHeaders: ['content-range', 'preference-applied', 'location', 'retry-after'],
    maxAge: 600,
  });
}
