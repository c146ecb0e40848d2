import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { configuredDatabase, openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { prepareDatabaseWhenAvailable } from './prepare-database.ts';
import { createStartupState } from './lib/database/startup-state.ts';
import { createBackgroundJobs } from './jobs/background-jobs.ts';
import { advertiseOperatorEndpoint } from './modules/operator/index.ts';
import { createShutdownSteps } from './lib/shutdown-steps.ts';

async function main() {
  // Whatever this process writes (the embedded database's new files, uploads) is its owner's alone (ADR 76).
  process.umask(0o077);
  const config = loadConfig();
  const database = await openDatabase(configuredDatabase(config));
  const startup = createStartupState();
  const app = await buildApp({ config, database, startup });

  const jobs = createBackgroundJobs({
    config,
    database,
    clock: app.deps.clock,
    logger: app.log,
    onJobRun: app.metrics?.recordJobRun,
  });

  let closing = false;
  // Stop taking connections first and let requests in flight finish, while the jobs finish the item in hand
  // and start no other; then close the pool. Past SHUTDOWN_TIMEOUT_MS the process exits anyway, with 1,
  // naming the steps still pending (each step logs its start and end: ADR 76).
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections; finishing requests and jobs in hand');
    const steps = createShutdownSteps(app.log);
    const forceExit = setTimeout(() => {
      const pending = steps.pending();
      app.log.error(
        { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, pending },
        `shutdown took too long; exiting anyway (still waiting on: ${pending.map((step) => step.step).join(', ')})`,
      );
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    await Promise.all([
      steps.run('background jobs', () => jobs.stop()),
      steps.run('http server', () => app.close()),
    ]);
    await steps.run('database', () => database.close());
    clearTimeout(forceExit);
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Listens after preparing, or at once when the database is down: liveness then answers, readiness says 503.
  let listening: Promise<string> | undefined;
  const listen = () => (listening ??= app.listen({ host: config.HOST, port: config.PORT }));
  const prepared = await prepareDatabaseWhenAvailable(database, {
    seedMembers: config.SEED_MEMBERS,
    uploadDir: config.UPLOAD_DIR,
    logger: app.log,
    onFirstFailure: async () => {
      await listen();
    },
  });
  if (prepared.seeded > 0) {
    app.log.info({ members: prepared.seeded }, 'seeded demo members into an empty database');
  }
  if (prepared.avatarsImported > 0) {
    app.log.info(
      { avatars: prepared.avatarsImported, folder: config.UPLOAD_DIR },
      'copied avatar files into the database; the files stay in avatars-imported/ (ADR 60)',
    );
  }
  if (prepared.avatarFilesSkipped.length > 0) {
    app.log.warn(
      { files: prepared.avatarFilesSkipped },
      'avatar files not imported: name and bytes disagree',
    );
  }
  startup.markPrepared();
  await listen();
  advertiseOperatorEndpoint(app);
  jobs.start();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('SkillSwap failed to start:', error);
  }
  process.exit(1);
});
