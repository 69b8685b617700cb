import { pipeline, type Readable } from 'node:stream';
import type { MultipartFile, MultipartFields } from '@fastify/multipart';
import { lockerMessages } from '@athcare/shared/locker.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { pgErrorFields } from '../db/database.ts';
import { httpError, type ApiError } from '../errors/api-error.ts';
import { uuidPattern, type SignedInCaller } from '../http/caller.ts';
import type { Kernel } from '../http/kernel.ts';
import {
  BlobIntegrityError,
  type BlobStore,
  type ByteRange,
  type PutResult,
} from '../storage/blob-store.ts';
import type { BlobRef } from './locker-sql.ts';
import {
  EmptyFileError,
  UnsupportedTypeError,
  UploadGuard,
  UploadTooLargeError,
} from './upload-guard.ts';

/** What every locker endpoint gets. */
export interface LockerDeps {
  k: Kernel;
  config: Config;
  store: BlobStore;
  /** The signed-in caller, else 401 "Sign in to use the locker." */
  signedIn: (request: FastifyRequest) => Promise<SignedInCaller>;
}

export const notFoundError = (message: string = lockerMessages.notFound): ApiError =>
  httpError(404, message, 'not_found');

export function parseUuid(value: unknown, notFound: string = lockerMessages.notFound): string {
  if (typeof value !== 'string' || !uuidPattern.test(value)) throw notFoundError(notFound);
  return value.toLowerCase();
}

export function isOn(flag: string | undefined): boolean {
  return flag === '1' || flag === 'true';
}

/** A database refusal of a locker write, as the answer the user should see. */
export function lockerDbError(error: unknown): unknown {
  const pg = pgErrorFields(error);
  if (!pg) return error;
  switch (pg.code) {
    case 'PT402':
      return httpError(402, lockerMessages.subscriptionRequired, 'subscription_required');
    case 'PT413':
      return httpError(413, lockerMessages.quotaExceeded, 'quota_exceeded', pg.message);
    case 'PT404':
      return notFoundError(pg.message);
    case 'PT400':
    case '23514':
      return httpError(400, pg.code === '23514' ? 'Invalid name.' : pg.message, 'invalid_input');
    case '23P01':
    case '23505':
      return httpError(409, lockerMessages.nameTaken, 'name_taken');
    case '42501':
      return httpError(403, 'Not allowed.', 'forbidden');
    default:
      return error;
  }
}

function fieldValue(fields: MultipartFields, name: string): string | undefined {
  const entry = fields[name];
  const one = Array.isArray(entry) ? entry[0] : entry;
  if (one && one.type === 'field' && typeof one.value === 'string') return one.value;
  return undefined;
}

/** The multipart body's file part and its fields (which come before it), or a clear refusal. */
export async function readFilePart(
  request: FastifyRequest,
  limit: number,
): Promise<{ file: MultipartFile; field: (name: string) => string | undefined }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw multipartError(error, limit);
  }
  if (!part) throw httpError(400, 'Attach the file in a "file" part.', 'no_file');
  const fields = part.fields;
  return { file: part, field: (name) => fieldValue(fields, name) };
}

/** @fastify/multipart's errors as the locker's answers. */
export function multipartError(error: unknown, limit: number): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return httpError(413, lockerMessages.tooLarge(limit), 'too_large');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return httpError(415, 'Send the file as multipart/form-data.', 'not_multipart');
  if (typeof code === 'string' && code.startsWith('FST_'))
    return httpError(400, 'Malformed request.', 'bad_request');
  return error;
}

export interface StoredUpload {
  put: PutResult;
  mimeType: string;
}

/** Streams the upload through the guard into the blob store: nothing stays on any error. */
export async function storeUpload(
  store: BlobStore,
  file: Readable,
  limit: number,
): Promise<StoredUpload> {
  const guard = new UploadGuard(limit);
  let sourceError: Error | null | undefined;
  const guarded = pipeline(file, guard, (error) => {
    sourceError = error;
  });
  try {
    const put = await store.put(guarded);
    return { put, mimeType: guard.mimeType };
  } catch (error) {
    if (
      error instanceof UploadTooLargeError ||
      (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      throw httpError(413, lockerMessages.tooLarge(limit), 'too_large');
    }
    if (error instanceof UnsupportedTypeError) {
      throw httpError(415, lockerMessages.unsupportedType, 'unsupported_type');
    }
    if (error instanceof EmptyFileError)
      throw httpError(400, lockerMessages.emptyFile, 'empty_file');
    // The client's body failing (not the store): as before. A store that fails ends the body's
    // pipeline too, with another error, so the store's own error decides.
    if (error === sourceError) throw multipartError(error, limit);
    throw blobStoreError(error);
  }
}

/**
 * A failure of the blob store itself (the store has already removed what it wrote): a full disk
 * is 507, anything else (S3 failing, slow or unreachable) 503 with Retry-After.
 */
export function blobStoreError(error: unknown): ApiError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return httpError(507, lockerMessages.storeFull, 'insufficient_storage');
  }
  return httpError(503, lockerMessages.storeUnavailable, 'store_unavailable', null, {
    'retry-after': '5',
  });
}

/**
 * One range of a `Range: bytes=…` header against a size: undefined for no (or an ignorable
 * multi-range) header, 'unsatisfiable' for a range outside the file.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return undefined; // multiple ranges or another unit: answer with the whole file
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return undefined;
  if (size === 0) return 'unsatisfiable';
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** RFC 6266/5987: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Headers for locker bytes: never cached by shared caches, never sniffed, never scripted. The
 * allowed types cannot run script in the page (PDF scripts stay inside the viewer, text is served
 * as text/plain with nosniff); the CSP sandbox is added except for PDFs, which Chromium will not
 * render in a sandboxed document.
 */
export function contentHeaders(
  mimeType: string,
  name: string,
  sha256: string,
  disposition: 'inline' | 'attachment',
): Record<string, string> {
  const csp = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
  return {
    'content-type': mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : mimeType,
    'content-disposition': contentDisposition(disposition, name),
    etag: `"${sha256}"`,
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': mimeType === 'application/pdf' ? csp : `${csp}; sandbox`,
  };
}

/** Sends a blob: whole (SHA-256 checked) or one range; ETag is the SHA-256. */
export async function sendBlob(
  store: BlobStore,
  request: FastifyRequest,
  reply: FastifyReply,
  file: BlobRef,
  disposition: 'inline' | 'attachment',
  allowRange: boolean,
): Promise<FastifyReply> {
  void reply.headers(contentHeaders(file.mime_type, file.name, file.sha256, disposition));
  const range = allowRange ? parseRange(request.headers.range, file.size) : undefined;
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range) {
    const body = await store.get(file.blob_key, { range });
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(body);
  }
  const body = await store.get(file.blob_key, { sha256: file.sha256 });
  body.on('error', (error) => {
    if (error instanceof BlobIntegrityError) {
      request.log.error({ blob: file.blob_key }, 'stored blob failed its SHA-256 check');
    }
  });
  return reply.code(200).header('content-length', file.size).send(body);
}
