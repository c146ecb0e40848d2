import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { matchingState, memberSkillEntries, memberSkillSets } from '../../db/schema/index.ts';
import { buildSkillSet, placeKey, rankQuality, taxonomyVersion } from './skill-sets.ts';

type QueuedProfile = {
  member_id: string;
  revision: string | null;
  skills_offered: string[];
  skills_wanted: string[];
  rating: number | string;
  verified: boolean;
  updated_at: string | Date;
  is_listed: boolean;
  location_city: string | null;
  location_country: string | null;
  show_location_detail: 'full' | 'city' | 'hidden';
};

/** What a rebuild reads of a profile; `p` is profiles, `q` the queue. */
const profileColumns = sql.raw(`p.skills_offered, p.skills_wanted, p.rating, p.verified, p.updated_at,
  (p.deleted_at IS NULL AND p.profile_visibility = 'public') AS is_listed,
  p.location_city, p.location_country, p.show_location_detail`);

/**
 * Rebuilds one member's canonical skills now. The profile repository calls this in the transaction that
 * saves the skill lists, so matching and search see the change at once; the queue covers every other writer.
 */
export async function refreshMemberSkillSet(db: DbOrTx, memberId: string): Promise<void> {
  const result = await db.execute<QueuedProfile>(sql`
    SELECT p.id AS member_id, q.revision::text AS revision, ${profileColumns}
    FROM profiles p LEFT JOIN member_skill_refresh q ON q.member_id = p.id
    WHERE p.id = ${memberId}`);
  await storeSkillSets(db, result.rows);
}

/**
 * Rebuilds up to `limit` queued members, oldest change first, and answers how many it rebuilt.
 * Safe to run anywhere at any time: concurrent runs write the same result, and an entry is only removed
 * when no newer change was queued meanwhile.
 */
export async function refreshQueuedSkillSets(db: DbOrTx, limit = 500): Promise<number> {
  // Queue entries are locked first, as a profile save locks its own (through the trigger) before it writes
  // the member's skill set; entries another transaction holds are left for the next run (ADR 52).
  return transactionWithRetry(db, async (tx) => {
    const result = await tx.execute<QueuedProfile>(sql`
      SELECT q.member_id, q.revision::text AS revision, ${profileColumns}
      FROM member_skill_refresh q JOIN profiles p ON p.id = q.member_id
      ORDER BY q.revision
      LIMIT ${limit}
      FOR UPDATE OF q SKIP LOCKED`);
    if (result.rows.length > 0) await writeSkillSets(tx, result.rows);
    return result.rows.length;
  });
}

/** Rebuilds queued members until the queue is empty (start-up, jobs, benchmarks). */
export async function refreshAllQueuedSkillSets(db: DbOrTx, batchSize = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await refreshQueuedSkillSets(db, batchSize);
    total += done;
    if (done < batchSize) return total;
  }
}

/**
 * Queues every member when the stored skill sets were built with another taxonomy; answers whether it did.
 */
export async function ensureCurrentTaxonomy(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ value: matchingState.value })
    .from(matchingState)
    .where(eq(matchingState.key, 'taxonomy_version'));
  if (row?.value === taxonomyVersion) return false;
  await db.execute(sql`
    INSERT INTO member_skill_refresh (member_id)
    SELECT s.member_id FROM member_skill_sets s WHERE s.taxonomy_version <> ${taxonomyVersion}
    ON CONFLICT (member_id) DO NOTHING`);
  await db
    .insert(matchingState)
    .values({ key: 'taxonomy_version', value: taxonomyVersion })
    .onConflictDoUpdate({ target: matchingState.key, set: { value: taxonomyVersion } });
  return true;
}

function toStored(profile: QueuedProfile) {
  const skillSet = buildSkillSet(profile.skills_offered, profile.skills_wanted);
  const quality = rankQuality({
    rating: Number(profile.rating),
    verified: profile.verified,
    updatedAt: new Date(profile.updated_at),
  });
  const place = placeKey({
    city: profile.location_city,
    country: profile.location_country,
    showLocation: profile.show_location_detail,
  });
  const entries = profile.is_listed
    ? [
        ...skillSet.offered.map((skill) => ({ side: 'offered' as const, skill, otherSide: skillSet.wanted })),
        ...skillSet.wanted.map((skill) => ({ side: 'wanted' as const, skill, otherSide: skillSet.offered })),
      ].map((entry) => ({ ...entry, memberId: profile.member_id, quality, placeKey: place }))
    : [];
  return {
    set: {
      memberId: profile.member_id,
      ...skillSet,
      taxonomyVersion,
      isListed: profile.is_listed,
      quality,
      rating: Number(profile.rating),
      verified: profile.verified,
      activeAt: new Date(profile.updated_at),
      city: profile.show_location_detail === 'hidden' ? null : profile.location_city,
      country: profile.show_location_detail === 'hidden' ? null : profile.location_country,
    },
    entries,
  };
}

/** Writes sets and entries in one transaction, so a reader never sees a member without their entries. */
async function storeSkillSets(db: DbOrTx, profiles: QueuedProfile[]): Promise<void> {
  if (profiles.length === 0) return;
  await transactionWithRetry(db, (tx) => writeSkillSets(tx, profiles));
}

async function writeSkillSets(db: DbOrTx, profiles: QueuedProfile[]): Promise<void> {
  const stored = profiles.map(toStored);
  await db
    .insert(memberSkillSets)
    .values(stored.map((item) => item.set))
    .onConflictDoUpdate({
      target: memberSkillSets.memberId,
      set: {
        offered: sql`excluded.offered`,
        wanted: sql`excluded.wanted`,
        categories: sql`excluded.categories`,
        taxonomyVersion: sql`excluded.taxonomy_version`,
        isListed: sql`excluded.is_listed`,
        quality: sql`excluded.quality`,
        rating: sql`excluded.rating`,
        verified: sql`excluded.verified`,
        activeAt: sql`excluded.active_at`,
        city: sql`excluded.city`,
        country: sql`excluded.country`,
        updatedAt: sql`now()`,
      },
    });
  await db.delete(memberSkillEntries).where(
    inArray(
      memberSkillEntries.memberId,
      profiles.map((profile) => profile.member_id),
    ),
  );
  // Explore's category chips read the categories from the profile row: the database copies them there from
  // the set just written (trigger of migration 0098), so this module writes only its own tables.
  const entries = stored.flatMap((item) => item.entries);
  for (let start = 0; start < entries.length; start += 5000) {
    await db
      .insert(memberSkillEntries)
      .values(entries.slice(start, start + 5000))
      .onConflictDoNothing();
  }
  const queued = profiles.filter((profile) => profile.revision !== null);
  if (queued.length === 0) return;
  await db.execute(sql`
    DELETE FROM member_skill_refresh q
    USING unnest(${sql.param(queued.map((p) => p.member_id))}::uuid[],
                 ${sql.param(queued.map((p) => p.revision))}::bigint[]) AS done (member_id, revision)
    WHERE q.member_id = done.member_id AND q.revision = done.revision`);
}
