// A TLS and HTTP/2 front for a bench's server, as a deployment has one (the README's deployment:
// a TLS-terminating proxy in front of the server): browsers reach the app over HTTP/2, one
// connection carrying every request, where the bare server speaks HTTP/1.1 (six connections at a
// time, each request a round trip of its own). Lighthouse's simulated phone network models the
// two differently, so a page's score depends on which one it was measured through.
// The certificate is made for this run only (openssl, for localhost) and never leaves its
// temporary folder; the browser is told to trust that one key (`chromeFlags`), nothing else.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsFront {
  /** https://localhost:{port} */
  origin: string;
  /** Chromium's flags that make it trust this front's certificate (and only it). */
  chromeFlags: string[];
  close: () => Promise<void>;
}

// Per connection, not per message: a proxy drops them (HTTP/2 forbids them).
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

function forwardable(headers: IncomingHttpHeaders) {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !name.startsWith(':') && !hopByHop.has(name)) kept[name] = value;
  return kept;
}

/** Starts the front on `port`, passing every request to the server on `targetPort` (loopback). */
export async function startTlsFront(options: { port: number; targetPort: number }) {
  const { port, targetPort } = options;
  const dir = mkdtempSync(join(tmpdir(), 'athcare-bench-tls-'));
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  const openssl = (args: string[], input?: Buffer) =>
    execFileSync('openssl', args, { input, stdio: ['pipe', 'pipe', 'ignore'] });
  let key: Buffer;
  let cert: Buffer;
  let spki: string;
  try {
    openssl([
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ]);
    key = readFileSync(keyPath);
    cert = readFileSync(certPath);
    // The SHA-256 of the certificate's public key, as --ignore-certificate-errors-spki-list takes it.
    const publicKey = openssl(['x509', '-pubkey', '-noout'], cert);
    const der = openssl(['pkey', '-pubin', '-outform', 'der'], publicKey);
    spki = openssl(['dgst', '-sha256', '-binary'], der).toString('base64');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const front = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: `localhost:${targetPort}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A stream the browser closes (a page left with its live-events stream open) closes the
    // server's request too, as a proxy's would: otherwise the server counts it as still open.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `https://localhost:${port}`,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${spki}`],
    close: () => new Promise<void>((resolve) => front.close(() => resolve())),
  } satisfies TlsFront;
}
