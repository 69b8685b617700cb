import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../chaos/harness.ts';

const run = promisify(execFile);

/**
 * A throw-away primary and hot standby of their own, for tests of reading from a replica: initdb
 * into a temporary directory, started on a free loopback port with wal_level=replica, then
 * pg_basebackup -R of it started as a streaming standby on another port. Nothing of the machine's
 * own PostgreSQL server is touched. Both trust loopback connections; the superuser is `postgres`
 * (pausing replay on the standby needs it). As root, the binaries run as the `postgres` OS user (initdb
 * and postgres refuse root). `stop()` kills both and removes the directories.
 */
export interface TestReplicaPair {
  primaryUrl: string;
  standbyUrl: string;
  stop(): Promise<void>;
}

/** The directory of initdb, pg_ctl and pg_basebackup: pg_config's, else the newest Debian one. */
export async function postgresBinDir(): Promise<string> {
  try {
    const { stdout } = await run('pg_config', ['--bindir']);
    const dir = stdout.trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config on PATH: look where Debian puts the server
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL server binaries (initdb) not found');
  return join(root, versions[0], 'bin');
}

export async function startReplicaPair(): Promise<TestReplicaPair> {
  const bin = await postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  // As root, run as the postgres OS user, who must own the directories.
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : run(join(bin, tool), args);
  const base = await mkdtemp(join(tmpdir(), 'athcare-replica-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(base, Number(stdout.trim()), Number(gid.trim()));
  }
  const primaryDir = join(base, 'primary');
  const standbyDir = join(base, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  // fsync off: the data is thrown away; synchronous_commit stays on (read-your-writes relies on it).
  const common = `-c listen_addresses=127.0.0.1 -c unix_socket_directories=${base} -c fsync=off -c shared_buffers=16MB -c max_connections=40`;
  const started: string[] = [];
  const stop = async () => {
    for (const dir of started.reverse())
      await pg('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']).catch(() => undefined);
    await rm(base, { recursive: true, force: true });
  };
  try {
    await pg('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    await appendFile(
      join(primaryDir, 'pg_hba.conf'),
      '\nhost replication all 127.0.0.1/32 trust\n',
    );
    await pg('pg_ctl', [
      '-D',
      primaryDir,
      '-w',
      '-l',
      join(primaryDir, 'server.log'),
      '-o',
      `-p ${primaryPort} ${common} -c wal_level=replica -c max_wal_senders=4`,
      'start',
    ]);
    started.push(primaryDir);
    await pg('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    await pg('pg_ctl', [
      '-D',
      standbyDir,
      '-w',
      '-l',
      join(standbyDir, 'server.log'),
      '-o',
      `-p ${standbyPort} ${common} -c hot_standby=on`,
      'start',
    ]);
    started.push(standbyDir);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    primaryUrl: url(primaryPort),
    standbyUrl: url(standbyPort),
    stop,
  };
}
