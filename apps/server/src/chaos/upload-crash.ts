import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { sweepOrphanBlobs } from '../storage/orphan-sweep.ts';
import {
  createMember,
  fictionalText,
  sha256,
  startServer,
  uploadFile,
  verdict,
  type Member,
  type Verdict,
} from './harness.ts';

export interface UploadCrashOptions {
  db: Database;
  /** Server environment naming the database and the blob store. */
  env: Record<string, string>;
  /** The same store the server writes to, read directly for the checks. */
  store: BlobStore;
  label: string;
  uploads: number;
  members: number;
  /** kill -9 once this many uploads have answered 201. */
  killAfter: number;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * kill -9 of the server while `uploads` uploads run at once, then a restart and an orphan sweep:
 * every file row has its whole blob (checksum verified), every blob has a row, and every upload
 * that was answered 201 downloads with the bytes that were sent.
 */
export async function uploadCrash(options: UploadCrashOptions): Promise<Verdict> {
  const { db, env, store } = options;
  const members: Member[] = [];
  for (let i = 0; i < options.members; i++) {
    members.push(await createMember(db, { medilocker: true }));
  }
  let server = await startServer(env);
  const sent = new Map<string, { member: Member; content: Buffer }>();
  const created: { id: string; name: string }[] = [];
  let answered = 0;
  let killed!: () => void;
  const killNow = new Promise<void>((resolve) => (killed = resolve));
  const runs = Array.from({ length: options.uploads }, async (_, i) => {
    const member = members[i % members.length]!;
    const name = `report-${options.label}-${i}.txt`;
    const content = fictionalText(8 * 1024 + ((i * 7919) % (56 * 1024)));
    sent.set(name, { member, content });
    const res = await uploadFile(server.url, member, name, content, 60_000);
    answered += 1;
    if (res.status === 201) {
      created.push({ id: (res.body as { id: string }).id, name });
      if (created.length >= options.killAfter) killed();
    }
    return res.status;
  });
  const killer = Promise.race([killNow, Promise.all(runs)]).then(() => server.kill9());
  const statuses = await Promise.all(runs);
  await killer;
  const aborted = statuses.filter((s) => s !== 201).length;

  server = await startServer(env);
  const swept = await sweepOrphanBlobs(db, store, { olderThanMinutes: 0 });

  const problems: string[] = [];
  const rows = await db.query<{ blob_key: string; sha256: string; size: number }>(
    `select blob_key, sha256, size from pgmedlock.files
     union all select blob_key, sha256, size from pgmedlock.file_versions`,
  );
  const keysWithRow = new Set(rows.map((r) => r.blob_key));
  let rowsWithoutBlob = 0;
  let mismatches = 0;
  for (const row of rows) {
    if (!(await store.exists(row.blob_key))) {
      rowsWithoutBlob += 1;
      continue;
    }
    const bytes = await readAll(await store.get(row.blob_key));
    if (bytes.length !== Number(row.size) || sha256(bytes) !== row.sha256) mismatches += 1;
  }
  let blobsWithoutRow = 0;
  for await (const blob of store.list()) if (!keysWithRow.has(blob.key)) blobsWithoutRow += 1;

  let found = 0;
  for (const { id, name } of created) {
    const { member, content } = sent.get(name)!;
    const res = await fetch(`${server.url}/api/locker/files/${id}/content`, {
      headers: member.auth,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status === 200 && bytes.equals(content)) found += 1;
  }
  await server.stop();

  if (rowsWithoutBlob) problems.push(`${rowsWithoutBlob} file rows without a blob`);
  if (blobsWithoutRow) problems.push(`${blobsWithoutRow} blobs without a row after the sweep`);
  if (mismatches) problems.push(`${mismatches} checksum mismatches`);
  if (found !== created.length)
    problems.push(`${created.length - found} uploads answered 201 not found with their bytes`);
  if (created.length === options.uploads) problems.push('the kill came after every upload');
  return verdict(
    `kill -9 during ${options.uploads} uploads (${store.kind} store)`,
    {
      answered201: created.length,
      cutOff: aborted,
      answeredBeforeKill: answered - aborted,
      fileRows: rows.length,
      rowsWithoutBlob,
      blobsWithoutRow,
      checksumMismatches: mismatches,
      orphansSwept: swept.deleted.length,
      tempFilesSwept: swept.tempRemoved,
      found201: found,
      otherStatuses: [...new Set(statuses.filter((s) => s !== 201))].join('/'),
    },
    problems,
  );
}

export const blobDir = (dataDir: string) => join(dataDir, 'blobs');
