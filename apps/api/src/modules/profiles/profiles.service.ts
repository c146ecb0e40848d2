import type { MyProfile, ProfileDetail, UpdateProfileInput } from '@skillswap/contracts/profiles/schemas';
import type { Db } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { notFound } from '../../lib/errors.ts';
import { isBlockedEitherWay } from '../blocks/index.ts';
import { grantStarterIfEligible } from '../ledger/index.ts';
import {
  findOwnProfile,
  findProfileCard,
  updateOwnProfile,
  type OwnProfileRow,
} from './profiles.repository.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const profileNotFound = () => notFound('common.profileNotFound');

/**
 * A member's public profile. Private profiles are visible to their owner only, deleted ones to nobody; both
 * answer exactly like an unknown id. The e-mail address shows only to signed-in members, and only when the
 * member chose Show Email. Two members separated by a block do not see each other's profile.
 */
export async function getProfileDetail(
  db: Db,
  options: { id: string; viewerId: string | null },
): Promise<ProfileDetail> {
  if (!uuidPattern.test(options.id)) throw profileNotFound();
  const row = await findProfileCard(db, options.id);
  if (!row || row.is_deleted) throw profileNotFound();
  const isOwner = options.viewerId === row.id;
  if (row.profile_visibility === 'private' && !isOwner) throw profileNotFound();
  // A block hides the two members from each other, either way, like an unknown id (ADR 74).
  if (options.viewerId && !isOwner && (await isBlockedEitherWay(db, options.viewerId, row.id))) {
    throw profileNotFound();
  }
  const canSeeEmail = options.viewerId !== null && row.show_email;
  return {
    id: row.id,
    full_name: row.full_name,
    avatar_url: row.avatar_url,
    location: row.location,
    bio: row.bio,
    skills_offered: row.skills_offered,
    skills_wanted: row.skills_wanted,
    verified: row.verified,
    rating: Number(row.rating),
    email: canSeeEmail ? row.email : null,
    member_since: new Date(row.member_since).toISOString(),
  };
}

export async function getOwnProfile(db: Db, memberId: string): Promise<MyProfile> {
  const row = await findOwnProfile(db, memberId);
  if (!row) throw profileNotFound();
  return toMyProfile(row);
}

export async function saveOwnProfile(
  db: Db,
  options: { memberId: string; input: UpdateProfileInput; now: Date; publicUrl: string },
): Promise<MyProfile> {
  // Safe to run twice: it reads the profile it changes inside the transaction (ADR 52).
  await transactionWithRetry(db, async (tx) => {
    const current = await findOwnProfile(tx, options.memberId);
    if (!current) throw profileNotFound();
    await updateOwnProfile(tx, options.memberId, options.input, options.now);
    await grantStarterIfEligible(tx, options.memberId, { publicUrl: options.publicUrl, now: options.now });
  });
  return getOwnProfile(db, options.memberId);
}

function toMyProfile(row: OwnProfileRow): MyProfile {
  const { profile } = row;
  return {
    id: profile.id,
    email: row.email,
    full_name: profile.fullName ?? '',
    bio: profile.bio ?? '',
    location_street: profile.locationStreet ?? '',
    location_city: profile.locationCity ?? '',
    location_region: profile.locationRegion ?? '',
    location_country: profile.locationCountry ?? '',
    skills_offered: profile.skillsOffered,
    skills_wanted: profile.skillsWanted,
    avatar_url: profile.avatarUrl,
    verified: profile.verified,
    rating: Number(profile.rating),
    plan: profile.plan,
    member_since: row.memberSince.toISOString(),
    languages: profile.languages,
    meetingMode: profile.meetingMode,
    isCityLocated: profile.cityLatitude !== null,
  };
}
