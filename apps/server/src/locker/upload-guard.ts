import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import type { LockerMimeType } from '@athcare/shared/locker.schema';

export class UploadTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super('Upload too large');
    this.name = 'UploadTooLargeError';
  }
}

export class UnsupportedTypeError extends Error {
  constructor() {
    super('Unsupported file type');
    this.name = 'UnsupportedTypeError';
  }
}

export class EmptyFileError extends Error {
  constructor() {
    super('Empty file');
    this.name = 'EmptyFileError';
  }
}

const headBytes = 16;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The type a file's first bytes announce, or 'text' as a candidate to check, or undefined. */
export function sniffHead(head: Buffer): Exclude<LockerMimeType, 'text/plain'> | 'text' {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return 'text';
}

/**
 * Sits between the upload and the blob store: counts bytes against the limit and decides the type
 * from the content. PDF and images by their magic numbers; anything else must be text, that is
 * valid UTF-8 with no NUL byte, checked over the whole file. Errors stop the stream, and the blob
 * store then keeps nothing.
 */
export class UploadGuard extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private size = 0;
  private kind: LockerMimeType | undefined;
  private decoder: TextDecoder | undefined;

  constructor(private readonly limitBytes: number) {
    super();
  }

  /** The detected type, once the stream has ended without error. */
  get mimeType(): LockerMimeType {
    if (!this.kind) throw new UnsupportedTypeError();
    return this.kind;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limitBytes) return callback(new UploadTooLargeError(this.limitBytes));
    if (this.kind) return this.pass(chunk, callback);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < headBytes) return callback();
    this.decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.kind) {
      if (this.headLength === 0) return callback(new EmptyFileError());
      this.decide((error, data?: unknown) => {
        if (error) return callback(error);
        if (data) this.push(data);
        this.finishText(callback);
      });
      return;
    }
    this.finishText(callback);
  }

  private decide(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const sniffed = sniffHead(head);
    if (sniffed === 'text') {
      this.kind = 'text/plain';
      this.decoder = new TextDecoder('utf-8', { fatal: true });
    } else {
      this.kind = sniffed;
    }
    this.pass(head, callback);
  }

  private pass(chunk: Buffer, callback: TransformCallback): void {
    if (this.decoder) {
      if (chunk.includes(0)) return callback(new UnsupportedTypeError());
      try {
        this.decoder.decode(chunk, { stream: true });
      } catch {
        return callback(new UnsupportedTypeError());
      }
    }
    callback(null, chunk);
  }

  private finishText(callback: TransformCallback): void {
    if (this.decoder) {
      try {
        this.decoder.decode(); // a truncated multi-byte sequence at the end throws
      } catch {
        return callback(new UnsupportedTypeError());
      }
    }
    callback();
  }
}
