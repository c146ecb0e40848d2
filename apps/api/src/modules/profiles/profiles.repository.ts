import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PrivacySettings, UpdatePrivacySettingsInput } from '@skillswap/contracts/privacy/schemas';
import type { UpdateProfileInput } from '@skillswap/contracts/profiles/schemas';
import { locateCity } from '../../lib/gazetteer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { setAccountName } from '../auth/index.ts';
import { refreshMemberSkillSet } from '../matches/index.ts';

/** A member's profile as anyone may see it, with the facts needed to decide who may see it. */
export type ProfileCardRow = {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  location: string | null;
  bio: string | null;
  skills_offered: string[];
  skills_wanted: string[];
  verified: boolean;
  rating: number;
  email: string;
  show_email: boolean;
  profile_visibility: 'public' | 'private';
  is_deleted: boolean;
  member_since: string | Date;
};

/** The public fields with location masked the same way as the public_profiles view (migration 0010). */
export async function findProfileCard(db: DbOrTx, id: string): Promise<ProfileCardRow | null> {
  const result = await db.execute<ProfileCardRow>(sql`
    SELECT p.id, p.full_name, p.avatar_url,
      skillswap_masked_location(p.show_location_detail, p.location_street, p.location_city,
                                p.location_region, p.location_country) AS location,
      p.bio, p.skills_offered, p.skills_wanted, p.verified, p.rating::float8 AS rating,
      u.email, p.show_email, p.profile_visibility,
      (p.deleted_at IS NOT NULL OR u.deleted_at IS NOT NULL) AS is_deleted, u.created_at AS member_since
    FROM profiles p JOIN users u ON u.id = p.id
    WHERE p.id = ${id}`);
  return result.rows[0] ?? null;
}

export async function findOwnProfile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ profile: profiles, email: users.email, memberSince: users.createdAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, id), isNull(profiles.deletedAt)));
  return row ?? null;
}
export type OwnProfileRow = NonNullable<Awaited<ReturnType<typeof findOwnProfile>>>;

export async function updateOwnProfile(db: DbOrTx, id: string, input: UpdateProfileInput, now: Date) {
  // City precision only (ADR 86): the street is never looked up, and an unknown city has no point.
  const city = input.location_city ? locateCity(input.location_city, input.location_country) : null;
  await db
    .update(profiles)
    .set({
      cityLatitude: city?.latitude ?? null,
      cityLongitude: city?.longitude ?? null,
      cityLocatedFor: input.location_city ? `${input.location_city}|${input.location_country ?? ''}` : null,
      ...(input.languages ? { languages: input.languages } : {}),
      ...(input.meetingMode ? { meetingMode: input.meetingMode } : {}),
      fullName: input.full_name,
      bio: input.bio,
      locationStreet: input.location_street ?? null,
      locationCity: input.location_city ?? null,
      locationRegion: input.location_region ?? null,
      locationCountry: input.location_country ?? null,
      skillsOffered: input.skills_offered,
      skillsWanted: input.skills_wanted,
      updatedAt: now,
    })
    .where(eq(profiles.id, id));
  // The account's name (the auth user's full_name) follows the profile, so both always agree.
  await setAccountName(db, id, input.full_name, now);
  // Matching and search read canonical skills; rebuild them in this same transaction (ADR 0030).
  await refreshMemberSkillSet(db, id);
}

/** Points the profile at an avatar by its hash (its `avatar_url` follows, computed by the database). */
export async function setAvatarHash(db: DbOrTx, id: string, avatarHash: string, now: Date) {
  await db.update(profiles).set({ avatarHash, updatedAt: now }).where(eq(profiles.id, id));
}

/** Whether a live (not deleted) profile shows this avatar; identical pictures share one avatar. */
export async function isAvatarShown(db: DbOrTx, avatarHash: string): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM profiles WHERE avatar_hash = ${avatarHash} AND deleted_at IS NULL
    UNION ALL
    -- A portfolio image (ADR 107) is served while its owner's plan shows the portfolio.
    SELECT 1 FROM portfolio_items i JOIN profiles p ON p.id = i.member_id
    WHERE i.image_hash = ${avatarHash} AND p.deleted_at IS NULL AND p.plan <> 'free'
    UNION ALL
    -- So is a cover image (ADR 113), while its owner's plan shows the branding.
    SELECT 1 FROM profile_branding b JOIN profiles p ON p.id = b.member_id
    WHERE b.cover_hash = ${avatarHash} AND p.deleted_at IS NULL AND p.plan <> 'free'
    UNION ALL
    -- And an organisation's logo (ADR 140), while its owner is on Enterprise.
    SELECT 1 FROM organisations o JOIN profiles p ON p.id = o.account_id
    WHERE o.logo_hash = ${avatarHash} AND p.deleted_at IS NULL AND p.plan = 'enterprise'
    LIMIT 1`);
  return result.rows.length > 0;
}

/** Operator action: sets the verified badge of the member with this id or e-mail; answers who it was. */
export async function setVerifiedBadge(db: DbOrTx, idOrEmail: string, verified: boolean, now: Date) {
  const result = await db.execute<{ id: string; email: string; full_name: string | null }>(sql`
    UPDATE profiles p SET verified = ${verified}, updated_at = ${now}
    FROM users u
    WHERE u.id = p.id AND p.deleted_at IS NULL
      AND (lower(u.email) = lower(${idOrEmail}) OR u.id::text = lower(${idOrEmail}))
    RETURNING p.id, u.email, p.full_name`);
  return result.rows[0] ?? null;
}

/** Who may see a member's profile (`public`, `members`, `private`); null when the member has no profile. */
export async function findProfileVisibility(db: DbOrTx, id: string): Promise<string | null> {
  const result = await db.execute<{ profile_visibility: string }>(
    sql`SELECT profile_visibility FROM profiles WHERE id = ${id}`,
  );
  return result.rows[0]?.profile_visibility ?? null;
}

/**
 * Sets who may see a member's profile; a suspension takes it private and its lifting restores it (ADR 73).
 */
export async function setProfileVisibility(db: DbOrTx, id: string, visibility: string) {
  await db.execute(sql`UPDATE profiles SET profile_visibility = ${visibility} WHERE id = ${id}`);
}

/**
 * Changes only the privacy settings given (the privacy module's endpoint); answers the saved settings, or
 * null when the profile is gone.
 */
export async function updatePrivacySettings(
  db: DbOrTx,
  memberId: string,
  input: UpdatePrivacySettingsInput,
  now: Date,
): Promise<PrivacySettings | null> {
  const [row] = await db
    .update(profiles)
    .set({
      ...(input._show_email === undefined ? {} : { showEmail: input._show_email }),
      ...(input._show_location_detail === undefined
        ? {}
        : { showLocationDetail: input._show_location_detail }),
      ...(input._profile_visibility === undefined ? {} : { profileVisibility: input._profile_visibility }),
      ...(input.visibleToPartners === undefined ? {} : { visibleToPartners: input.visibleToPartners }),
      updatedAt: now,
    })
    .where(and(eq(profiles.id, memberId), isNull(profiles.deletedAt)))
    .returning({
      show_email: profiles.showEmail,
      show_location_detail: profiles.showLocationDetail,
      profile_visibility: profiles.profileVisibility,
      visibleToPartners: profiles.visibleToPartners,
    });
  return row ?? null;
}

/**
 * The city-centre backfill (ADR 115): claims up to `limit` profiles that have a city but no centre and were
 * not looked up for that city yet (SKIP LOCKED, so several processes share the work and a profile being saved
 * is left to its save), gives each the centre the offline gazetteer knows, or records that it knows none;
 * answers how many it handled.
 */
export async function locateUnlocatedCities(db: Db, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{
      id: string;
      location_city: string;
      location_country: string | null;
    }>(sql`
      SELECT id, location_city, location_country FROM profiles
      WHERE city_latitude IS NULL AND location_city IS NOT NULL AND location_city <> ''
        AND city_located_for IS DISTINCT FROM (location_city || '|' || coalesce(location_country, ''))
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED`);
    if (claimed.rows.length === 0) return 0;
    const located = claimed.rows.map((row) => ({
      id: row.id,
      point: locateCity(row.location_city, row.location_country),
      key: `${row.location_city}|${row.location_country ?? ''}`,
    }));
    await tx.execute(sql`
      UPDATE profiles p
      SET city_latitude = l.latitude, city_longitude = l.longitude, city_located_for = l.key
      FROM unnest(
        ${sql.param(located.map((row) => row.id))}::uuid[],
        ${sql.param(located.map((row) => row.point?.latitude ?? null))}::float8[],
        ${sql.param(located.map((row) => row.point?.longitude ?? null))}::float8[],
        ${sql.param(located.map((row) => row.key))}::text[]
      ) AS l (id, latitude, longitude, key)
      WHERE p.id = l.id`);
    return located.length;
  });
}
