import { loadConfig } from '../config/config.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';

const config = loadConfig();
const db = await openDatabase(config);
try {
  const applied = await migrate(db);
  console.log(
    applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.',
  );
} finally {
  await db.close();
}
