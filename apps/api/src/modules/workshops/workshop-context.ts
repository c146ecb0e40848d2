import type { Db } from '../../db/client.ts';
import type { WorkshopMailContext } from './workshop-notices.ts';

/** What the workshop services run with: the database, the clock's now and the mail context. */
export interface WorkshopContext extends WorkshopMailContext {
  db: Db;
}

export const hourMs = 60 * 60 * 1000;
