import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';

/** A member of a hand-built test community, written the way members write their profiles. */
export interface CommunityMember {
  name: string;
  offers: string[];
  wants: string[];
  city?: string;
  country?: string;
  showLocation?: 'full' | 'city' | 'hidden';
  rating?: number;
  verified?: boolean;
  visibility?: 'public' | 'private';
  isDeleted?: boolean;
  daysSinceUpdate?: number;
}

let created = 0;

/** Adds other members straight to the database (like the demo seed); answers their ids by name. */
export async function addCommunity(
  db: Db,
  members: readonly CommunityMember[],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const member of members) {
    created += 1;
    const [user] = await db
      .insert(users)
      .values({ email: `community-${created}-${Date.now()}@skillswap.test`, fullName: member.name })
      .returning({ id: users.id });
    const updatedAt = new Date(Date.now() - (member.daysSinceUpdate ?? 0) * 86_400_000);
    await db.insert(profiles).values({
      id: user!.id,
      fullName: member.name,
      skillsOffered: member.offers,
      skillsWanted: member.wants,
      locationCity: member.city ?? null,
      locationCountry: member.country ?? null,
      showLocationDetail: member.showLocation ?? 'city',
      rating: member.rating ?? 0,
      verified: member.verified ?? false,
      profileVisibility: member.visibility ?? 'public',
      deletedAt: member.isDeleted ? new Date() : null,
      updatedAt,
    });
    ids[member.name] = user!.id;
  }
  return ids;
}

/** Sets a member's own skills and place, as saving the profile form would. */
export async function setOwnProfile(
  db: Db,
  memberId: string,
  profile: { offers: string[]; wants: string[]; city?: string; country?: string },
): Promise<void> {
  await db.execute(sql`
    UPDATE profiles SET skills_offered = ${sql.param(profile.offers)}::text[],
      skills_wanted = ${sql.param(profile.wants)}::text[],
      location_city = ${profile.city ?? null}, location_country = ${profile.country ?? null}, updated_at = now()
    WHERE id = ${memberId}`);
}

/** Records a swap between two members in the given status. */
export async function addSwap(
  db: Db,
  requesterId: string,
  recipientId: string,
  status: string,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO swaps (requester_id, recipient_id, offered_skill, requested_skill, status)
    VALUES (${requesterId}, ${recipientId}, 'Spanish', 'Guitar', ${status})`);
}
