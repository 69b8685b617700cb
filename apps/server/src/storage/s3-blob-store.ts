import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  assertBlobKey,
  BlobNotFoundError,
  isBlobKey,
  keyForPut,
  removeStaleParts,
  checkedRead,
  writePart,
  type BlobInfo,
  type BlobStore,
  type GetOptions,
  type PutResult,
} from './blob-store.ts';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** A local or S3-compatible endpoint; path-style addressing is used with it. */
  endpoint?: string;
  credentials?: S3ClientConfig['credentials'];
  /** Key prefix inside the bucket. */
  prefix?: string;
  /** Where uploads are spooled before the PUT (default: the OS temp directory). */
  spoolDir?: string;
  /** How long one request to S3 may take before it fails (default 30 s). */
  requestTimeoutMs?: number;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Blobs in an S3 bucket. A put spools the stream to a private temporary file first (hashing and
 * counting as it goes) and then PUTs it with its length and SHA-256 as metadata: an aborted or
 * oversized upload never reaches the bucket, and a PUT is all or nothing.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly spoolDir: string;

  constructor(options: S3BlobStoreOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? 'blobs/';
    this.spoolDir = options.spoolDir ?? join(tmpdir(), 'athcare-s3-spool');
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Plain PUTs with Content-Length; no streaming checksum trailers (not every S3-compatible
      // server takes them). Integrity is ours: SHA-256 is checked on full reads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A slow or silent endpoint fails the request (and the upload) instead of holding it.
      requestHandler: {
        connectionTimeout: 5_000,
        requestTimeout: options.requestTimeoutMs ?? 30_000,
        throwOnRequestTimeout: true,
      },
      maxAttempts: 2,
    });
  }

  private objectKey(key: string): string {
    assertBlobKey(key);
    return this.prefix + key;
  }

  async put(source: AsyncIterable<Uint8Array>, restoreKey?: string): Promise<PutResult> {
    const key = keyForPut(restoreKey);
    await mkdir(this.spoolDir, { recursive: true, mode: 0o700 });
    const spool = join(this.spoolDir, `${key}.part`);
    try {
      const { size, sha256 } = await writePart(spool, source, { sync: false });
      try {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: this.objectKey(key),
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: 'application/octet-stream',
            Metadata: { sha256 },
          }),
        );
      } catch (error) {
        // A PUT that timed out here may still have landed there: take it back if we can (the
        // orphan sweep removes it later if S3 is not answering now either).
        // In the background: the answer must not wait on an endpoint that is not answering.
        if (restoreKey === undefined) void this.delete(key).catch(() => {});
        throw error;
      }
      return { key, size, sha256 };
    } finally {
      await rm(spool, { force: true });
    }
  }

  async get(key: string, options: GetOptions = {}): Promise<Readable> {
    let body: unknown;
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(options.range ? { Range: `bytes=${options.range.start}-${options.range.end}` } : {}),
        }),
      );
      body = out.Body;
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError();
      throw error;
    }
    // In Node the SDK's body is an http.IncomingMessage, a Readable.
    if (!(body instanceof Readable)) throw new Error('Unexpected S3 response body');
    return checkedRead(body, options);
  }

  async delete(key: string): Promise<void> {
    if (!isBlobKey(key)) return;
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  async exists(key: string): Promise<boolean> {
    if (!isBlobKey(key)) return false;
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  removeStaleTemp(olderThan: Date): Promise<number> {
    return removeStaleParts(this.spoolDir, olderThan);
  }

  async *list(): AsyncIterable<BlobInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length) ?? '';
        if (!isBlobKey(key)) continue;
        yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  destroy(): void {
    this.client.destroy();
  }
}
