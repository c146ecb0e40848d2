import { count } from 'drizzle-orm';
import type { Database } from './client.ts';
import { profiles, users } from './schema/index.ts';
import {
  createRandom,
  demoFirstNames,
  demoLastNames,
  demoPlaces,
  pickSkills,
  writeBio,
} from './seed-data.ts';

const batchSize = 1000;

/** Seeds demo members when there are no members yet; answers how many it created. */
export async function seedIfEmpty(database: Database, members: number): Promise<number> {
  if (members === 0) return 0;
  const [row] = await database.db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return 0;
  await seedMembers(database, members);
  return members;
}

/**
 * Creates `members` demo members with realistic names, bios, places and skills in every category.
 * They have no password, so nobody can sign in as them. The same seed gives the same community.
 */
export async function seedMembers(database: Database, members: number, seed = 20231) {
  const random = createRandom(seed);
  for (let start = 0; start < members; start += batchSize) {
    const size = Math.min(batchSize, members - start);
    const batch = Array.from({ length: size }, (_, offset) =>
      demoMember(random, `${seed}-${start + offset}`),
    );
    await database.db.transaction(async (tx) => {
      const created = await tx
        .insert(users)
        .values(batch.map((member) => ({ email: member.email, fullName: member.fullName })))
        .returning({ id: users.id });
      await tx
        .insert(profiles)
        .values(batch.map((member, index) => ({ ...member.profile, id: created[index]!.id })));
    });
  }
}

function demoMember(random: ReturnType<typeof createRandom>, tag: string) {
  const first = random.pick(demoFirstNames);
  const last = random.pick(demoLastNames);
  const fullName = `${first} ${last}`;
  const [city, region, country] = random.pick(demoPlaces);
  const offered = pickSkills(random, 1 + Math.floor(random.next() * 3));
  const wanted = pickSkills(random, 1 + Math.floor(random.next() * 3), offered);
  const rating = random.next() < 0.15 ? 0 : Math.round((3.5 + random.next() * 1.5) * 10) / 10;
  const visibility: 'public' | 'private' = random.next() < 0.05 ? 'private' : 'public';
  const locationDetail = random.pick(['city', 'city', 'city', 'full', 'hidden'] as const);
  return {
    email: `${first}.${last}.${tag}@members.skillswap.example`
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\w.@-]/g, ''),
    fullName,
    profile: {
      fullName,
      bio: writeBio(random, offered[0]!, wanted[0]!),
      locationStreet: `${1 + Math.floor(random.next() * 200)} ${random.pick(['Market', 'River', 'Oak', 'Station', 'Harbour'])} Street`,
      locationCity: city,
      locationRegion: region,
      locationCountry: country,
      skillsOffered: offered,
      skillsWanted: wanted,
      verified: random.next() < 0.12,
      rating,
      plan: random.pick(['free', 'free', 'free', 'premium', 'elite'] as const),
      showEmail: random.next() < 0.2,
      showLocationDetail: locationDetail,
      profileVisibility: visibility,
    },
  };
}
