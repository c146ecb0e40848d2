// Exchanges a coordinator imports from a spreadsheet, kept once each by their import key.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordedExchangeParts, recordedExchanges } from '../../db/schema/index.ts';

/** Which of the import keys the community has recorded already. */
export async function findImportedKeys(
  db: DbOrTx,
  communityId: string,
  keys: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += 1000) {
    const rows = await db
      .select({ key: recordedExchanges.importKey })
      .from(recordedExchanges)
      .where(
        and(
          eq(recordedExchanges.communityId, communityId),
          inArray(recordedExchanges.importKey, keys.slice(start, start + 1000)),
        ),
      );
    for (const row of rows) found.add(row.key!);
  }
  return found;
}

/** Imported rows, one recorded exchange and one part each, in chunks; answers import key → exchange id. */
export async function insertImportedExchanges(
  db: DbOrTx,
  rows: {
    communityId: string;
    recordedBy: string;
    category: string;
    note: string;
    happenedOn: string;
    createdAt: Date;
    disputeUntil: Date;
    importKey: string;
    teacherId: string;
    learnerId: string;
    hours: number;
    levy: number;
  }[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    const inserted = await db
      .insert(recordedExchanges)
      .values(
        chunk.map((row) => ({
          communityId: row.communityId,
          recordedBy: row.recordedBy,
          category: row.category,
          note: row.note,
          happenedOn: row.happenedOn,
          createdAt: row.createdAt,
          disputeUntil: row.disputeUntil,
          importKey: row.importKey,
        })),
      )
      .returning({ id: recordedExchanges.id, importKey: recordedExchanges.importKey });
    for (const row of inserted) ids.set(row.importKey!, row.id);
    await db.insert(recordedExchangeParts).values(
      chunk.map((row) => ({
        exchangeId: ids.get(row.importKey)!,
        position: 0,
        teacherId: row.teacherId,
        learnerId: row.learnerId,
        hours: row.hours,
        levy: row.levy,
      })),
    );
  }
  return ids;
}
