import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { StartupState } from './lib/database/startup-state.ts';

/**
 * What every route and job reads from `app.deps`. It lives apart from app.ts, which imports every module,
 * so a module can name this type without importing the app that imports it (ADR 0059).
 */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** Until the database is prepared, API routes other than health answer 503 (ADR 0051). */
  startup: StartupState;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
