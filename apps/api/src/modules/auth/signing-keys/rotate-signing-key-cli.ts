// Operator command: start signing access tokens with a new key. Tokens signed with the old key stay valid
// until they expire (15 minutes); every server process picks the new key up within a minute.
// Usage (reads the same environment as the server):
//   npx tsx apps/api/src/modules/auth/signing-keys/rotate-signing-key-cli.ts
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { migrate } from '../../../db/migrate.ts';
import { SigningKeyStore } from './signing-keys.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database);
  const kid = await new SigningKeyStore(database.db, config.AUTH_SECRET).rotate(new Date());
  console.log(`Signing with new key ${kid}; the previous key verifies until its tokens expire.`);
} finally {
  await database.close();
}
