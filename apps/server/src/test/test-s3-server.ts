import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { BlobStore } from '../storage/blob-store.ts';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import { S3BlobStore } from '../storage/s3-blob-store.ts';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  store(): S3BlobStore;
  close(): Promise<void>;
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A throw-away S3-compatible server (s3rver) on loopback with one empty bucket. Tests only. */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'athcare-s3-'));
  await mkdir(join(directory, 's3'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(directory, 's3'),
  });
  const info = await server.run();
  const endpoint = `http://127.0.0.1:${info.port}`;
  const bucket = 'athcare-test';
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  const stores: S3BlobStore[] = [];
  return {
    endpoint,
    bucket,
    store: () => {
      const s = new S3BlobStore({
        bucket,
        region: 'us-east-1',
        endpoint,
        credentials,
        spoolDir: join(directory, 'spool'),
      });
      stores.push(s);
      return s;
    },
    close: async () => {
      for (const s of stores) s.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A blob store of either kind, for tests that run on both: on disk under `dir`/blobs, or on a new
 * test S3 server (`s3`, for the test to close).
 */
export async function startTestBlobStore(
  kind: 'local' | 's3',
  dir: string,
): Promise<{ store: BlobStore; s3?: TestS3 }> {
  if (kind === 'local') return { store: new LocalBlobStore(join(dir, 'blobs')) };
  const s3 = await startTestS3();
  return { store: s3.store(), s3 };
}
