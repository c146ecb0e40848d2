import { databaseUnavailable } from '../errors.ts';
import type { StartupState } from './startup-state.ts';

/** Before the database is migrated, API routes would fail on missing tables: they answer 503 instead. */
export function refuseApiUntilPrepared(startup: StartupState, url: string) {
  if (startup.isPrepared()) return;
  const path = url.split('?', 1)[0]!;
  if (!path.startsWith('/api/') || path.startsWith('/api/health')) return;
  throw databaseUnavailable('common.skillswapIsStartingWaiting');
}
