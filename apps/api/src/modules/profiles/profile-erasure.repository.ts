import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Marks the member's profile deleted (account deletion, before the account: lock order, ADR 0043). */
export async function markProfileDeleted(tx: DbOrTx, memberId: string, now: Date) {
  await tx.execute(sql`
    UPDATE profiles SET deleted_at = ${now}, updated_at = ${now} WHERE id = ${memberId} AND deleted_at IS NULL`);
}

/** The purge replaces the profile's personal data with anonymous placeholders and marks it purged. */
export async function anonymizeProfile(tx: DbOrTx, memberId: string, now: Date) {
  await tx.execute(sql`
    UPDATE profiles SET full_name = 'Deleted member', bio = NULL, avatar_hash = NULL, location_street = NULL,
      location_city = NULL, location_region = NULL, location_country = NULL, skills_offered = '{}',
      skills_wanted = '{}', show_email = false, purged_at = ${now}, updated_at = ${now}
    WHERE id = ${memberId}`);
}
