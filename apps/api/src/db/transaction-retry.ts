import { isTransactionConflict } from '../lib/database/database-errors.ts';
import type { DbOrTx, Tx } from './client.ts';

/**
 * Runs `work` in a transaction and, when PostgreSQL ends it as a deadlock victim or for a serialization
 * failure, runs it once more. Only for work that is all database and reads what it decides on inside the
 * transaction, so a second run is as correct as the first. Inside an outer transaction it does not retry: the
 * outer one still holds its locks, and only its owner can start over.
 */
export async function transactionWithRetry<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isNestedTransaction(db) || !isTransactionConflict(error)) throw error;
    return db.transaction(work);
  }
}

const isNestedTransaction = (db: DbOrTx) => 'rollback' in db;
