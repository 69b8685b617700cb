import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import {
  EmptyFileError,
  UnsupportedTypeError,
  UploadGuard,
  UploadTooLargeError,
} from './upload-guard.ts';

async function run(parts: Buffer[], limit = 1024): Promise<string> {
  const guard = new UploadGuard(limit);
  const out: Buffer[] = [];
  await pipeline(Readable.from(parts), guard, async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) out.push(chunk);
    yield* [];
  });
  // Every byte passes through unchanged, however small the file.
  expect(Buffer.concat(out)).toEqual(Buffer.concat(parts));
  return guard.mimeType;
}

describe('UploadGuard', () => {
  it('recognises the allowed types by their first bytes, whatever the chunking', async () => {
    expect(await run([Buffer.from('%PD'), Buffer.from('F-1.7\n%fictional')])).toBe(
      'application/pdf',
    );
    expect(
      await run([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]),
      ]),
    ).toBe('image/png');
    expect(await run([Buffer.from([0xff, 0xd8, 0xff, 0xe0])])).toBe('image/jpeg');
    expect(await run([Buffer.from('GIF89a......')])).toBe('image/gif');
    expect(await run([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ')])).toBe('image/webp');
    expect(await run([Buffer.from('bp 140/90')])).toBe('text/plain');
    expect(await run([Buffer.from('%PDF-')])).toBe('application/pdf');
    expect(await run([Buffer.from('Blood pressure 120/80 — नमस्ते\n')])).toBe('text/plain');
  });

  it('refuses executables, binary junk, NULs and broken UTF-8', async () => {
    await expect(
      run([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1')]),
    ).rejects.toBeInstanceOf(UnsupportedTypeError);
    await expect(
      run([Buffer.from('plain text long enough'), Buffer.from([0x41, 0x00])]),
    ).rejects.toBeInstanceOf(UnsupportedTypeError);
    await expect(
      run([Buffer.from('ends badly '), Buffer.from([0xe0, 0xa4])]),
    ).rejects.toBeInstanceOf(UnsupportedTypeError);
  });

  it('refuses empty and oversize files', async () => {
    await expect(run([])).rejects.toBeInstanceOf(EmptyFileError);
    await expect(
      run([Buffer.alloc(600, 0x61), Buffer.alloc(600, 0x61)], 1000),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
  });
});
