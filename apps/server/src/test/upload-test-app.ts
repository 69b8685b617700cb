import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-app.ts';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { LocalBlobStore } from '../storage/local-blob-store.ts';

/** One part of a multipart body; a part with a filename is a file of `contentType`. */
export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it, with its content-type header. */
export function multipartBody(parts: readonly MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----athcare${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.filename === undefined
        ? `form-data; name="${p.name}"`
        : `form-data; name="${p.name}"; filename="${p.filename}"`;
    const type =
      p.filename === undefined ? '' : `Content-Type: ${p.contentType ?? 'application/pdf'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every key the store holds, sorted: to show an upload left nothing behind. */
export async function blobKeys(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const b of store.list()) keys.push(b.key);
  return keys.sort();
}

/**
 * The app over a test database with a blob store of its own in a temporary folder, for tests of
 * the upload endpoints (locker files, avatars, post images). `close` removes the folder.
 */
export async function createUploadTestApp(
  db: Database,
  secret: string,
): Promise<{ app: FastifyInstance; store: LocalBlobStore; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'athcare-uploads-'));
  const store = new LocalBlobStore(join(dir, 'blobs'));
  const app = await buildTestApp(db, secret, { DATA_DIR: dir }, { blobStore: store });
  return {
    app,
    store,
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
