import postgres from 'postgres';

/** The PostgreSQL server the benches make their databases on. */
export const benchAdminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database `name` on the bench's server (one of that name is dropped first); its URL. */
export async function freshDatabase(name: string): Promise<URL> {
  const admin = postgres(benchAdminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(benchAdminUrl);
  url.pathname = `/${name}`;
  return url;
}
