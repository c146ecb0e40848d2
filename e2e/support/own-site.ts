import { createServer, type AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { outbox } from '../../apps/api/src/db/schema/index.ts';

/**
 * The production build served from this Playwright worker, for journeys the shared E2E server cannot host:
 * it answers on `localhost` (browsers refuse WebAuthn on an IP address such as 127.0.0.1), and the test can
 * read the text messages the site queued, as a member reads their phone.
 */
export interface OwnSite {
  url: string;
  /** The code in the latest text message queued for `phone`. */
  readLatestTextMessageCode(phone: string): Promise<string>;
  /** Moves the site's clock forward, as waiting would, e.g. past the one-text-a-minute limit. */
  letTimePass(milliseconds: number): void;
  close(): Promise<void>;
}

export async function startOwnSite(): Promise<OwnSite> {
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: 'localhost',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
  });
  let clockOffsetMs = 0;
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  await migrate(database);
  const app = await buildApp({
    config,
    database,
    clock: { now: () => new Date(Date.now() + clockOffsetMs) },
  });
  await app.listen({ host: config.HOST, port });

  return {
    url,
    async readLatestTextMessageCode(phone) {
      const [message] = await database.db
        .select({ text: outbox.bodyText })
        .from(outbox)
        .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, phone)))
        .orderBy(desc(outbox.id))
        .limit(1);
      const code = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No text message with a code was sent to ${phone}`);
      return code;
    },
    letTimePass(milliseconds) {
      clockOffsetMs += milliseconds;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A port nobody listens on now; the operating system picks it. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
