import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import type { BlobStore } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

/** S3 when S3_BUCKET is set (credentials from the usual AWS chain), else DATA_DIR/blobs. */
export function createBlobStore(config: Config): BlobStore {
  if (config.S3_BUCKET) {
    return new S3BlobStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      requestTimeoutMs: config.S3_REQUEST_TIMEOUT_MS,
    });
  }
  return new LocalBlobStore(join(config.DATA_DIR, 'blobs'));
}
