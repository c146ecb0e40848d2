import { buildApp } from '../../apps/api/src/app.ts';
import { runOperatorCommand } from '../../apps/api/src/cli/run-cli.ts';
import type { OperatorCommandName } from '../../apps/api/src/cli/operator-command-registry.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { startFakeVonage } from '../../apps/api/src/lib/mail/fake-vonage.test-helper.ts';
import { createMailWorker } from '../../apps/api/src/lib/mail/mail-worker.ts';
import { findSmsSettings } from '../../apps/api/src/lib/mail/sms-transport.ts';
import { freePort } from '../../apps/api/src/test/ports.ts';

/**
 * The production build served from this Playwright worker, for journeys the shared E2E server cannot host:
 * it answers on `localhost` (browsers refuse WebAuthn on an IP address such as 127.0.0.1), and its texts go
 * through the SMS provider's SDK to a local fake, where the test reads them as a member reads their phone.
 */
export interface OwnSite {
  url: string;
  /** Sends what the site queued, then answers the code in the latest text the provider got for `phone`. */
  readLatestTextMessageCode(phone: string): Promise<string>;
  /** Moves the site's clock forward, as waiting would, e.g. past the one-text-a-minute limit. */
  letTimePass(milliseconds: number): void;
  /**
   * Runs an operator command on the site's database, as the CLI does on a server's machine; answers its
   * output.
   */
  runOperatorCommand(name: OperatorCommandName, args: string[]): Promise<string>;
  close(): Promise<void>;
}

/** `settings`: more environment settings for the site, e.g. a language-model provider for the Coach. */
export async function startOwnSite(settings: Record<string, string> = {}): Promise<OwnSite> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const vonage = await startFakeVonage({ apiKey: 'e2e-key', apiSecret: 'e2e-secret' });
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: 'localhost',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    VONAGE_API_KEY: 'e2e-key',
    VONAGE_API_SECRET: 'e2e-secret',
    SMS_FROM: 'SkillSwap',
    VONAGE_REST_URL: vonage.url,
    ...settings,
  });
  let clockOffsetMs = 0;
  const clock = { now: () => new Date(Date.now() + clockOffsetMs) };
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  await migrate(database);
  const app = await buildApp({ config, database, clock });
  await app.listen({ host: config.HOST, port });
  // One round of the outbox job, as the server's scheduler would run it; e-mail goes to the log.
  const deliverOutbox = async () => {
    const worker = createMailWorker({
      db: database.db,
      clock,
      logger: app.log,
      from: config.MAIL_FROM,
      sms: findSmsSettings(config),
    });
    await worker.runOnce();
    worker.close();
  };

  return {
    url,
    async readLatestTextMessageCode(phone) {
      await deliverOutbox();
      return vonage.lastCodeFor(phone);
    },
    letTimePass(milliseconds) {
      clockOffsetMs += milliseconds;
    },
    async runOperatorCommand(name, args) {
      let printed = '';
      const outcome = await runOperatorCommand(name, args, {
        database,
        config,
        output: { print: (line: string) => (printed += `${line}\n`) },
      });
      if (outcome.exitCode !== 0) throw new Error(`${name} failed: ${outcome.error}`);
      return printed;
    },
    async close() {
      await app.close();
      await database.close();
      await vonage.close();
    },
  };
}
