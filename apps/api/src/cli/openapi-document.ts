// Usage: npm -w @skillswap/api run openapi:document -- <file> Writes the OpenAPI document the API serves at
// /api/openapi.json to <file>, from the code: an app on a throwaway in-memory database, asked for the
// document as a client would. `npm run lint:openapi` lints what it writes.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: openapi-document <file>\n');
  process.exit(2);
}
const database = await openDatabase({ dataDir: 'memory://' });
await migrate(database);
const app = await buildApp({ config: testConfig(), database });
try {
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  writeFileSync(file, `${JSON.stringify(response.json(), null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
}
