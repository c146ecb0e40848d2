// Usage: npm run seed -- [members]   (adds demo members to the configured database)
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { seedMembers } from './seed.ts';

const config = loadConfig();
const members = Number(process.argv[2] ?? config.SEED_MEMBERS);
if (!Number.isInteger(members) || members < 1) {
  console.error(`Expected a positive number of members, got "${process.argv[2]}"`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
const started = performance.now();
await seedMembers(database, members, Date.now() % 100000);
console.log(`Seeded ${members} members in ${Math.round(performance.now() - started)} ms`);
await database.close();
