// `npm run backup -- <folder>` / `npm run restore -- <folder>`: the database and the blob store of
// the configured deployment (DATABASE_URL or DATA_DIR, S3_BUCKET or DATA_DIR/blobs); see backup.ts.
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/config.ts';
import { createBlobStore } from '../storage/create-blob-store.ts';
import { backup, restore } from './backup.ts';

const [command, folder] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error('Usage: backup-cli.ts backup|restore <folder>');
  process.exit(2);
}
// A relative folder is taken from where `npm run` was typed, not from this workspace.
const dir = resolve(process.env.INIT_CWD ?? process.cwd(), folder);
const config = loadConfig();
const source = {
  databaseUrl: config.DATABASE_URL,
  pgliteDir: join(config.DATA_DIR, 'pglite'),
  blobStore: createBlobStore(config),
};
const manifest = command === 'backup' ? await backup(source, dir) : await restore(source, dir);
console.log(
  `${command === 'backup' ? 'Backed up' : 'Restored'} the ${manifest.engine} database and ${manifest.blobs.length} files (backup of ${manifest.createdAt}).`,
);
