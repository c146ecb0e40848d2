import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { meetingModes, type SpokenLanguage } from '@skillswap/contracts/explore/filters';
import { locateCity } from '../lib/gazetteer.ts';
import type { Database } from './client.ts';
import { avatars, profiles, users } from './schema/index.ts';
import { writeDemoActivity } from './seed-activity.ts';
import { demoAvatarSvg, renderDemoAvatars } from './seed-avatars.ts';
import {
  createRandom,
  demoFirstNames,
  demoLastNames,
  demoPlaces,
  pickSkills,
  writeBio,
  writeVariedBio,
} from './seed-data.ts';
import { planDemoHistory } from './seed-history.ts';
import { writeDemoHistory } from './seed-writer.ts';

const batchSize = 1000;
/**
 * Demo members drawn a portrait: most of the first ones, which is all a demo shows (bench sizes stay quick).
 */
const portraitShare = 0.8;
const portraitsUpTo = 500;

const countryLanguages: Record<string, SpokenLanguage> = {
  Portugal: 'pt',
  Brazil: 'pt',
  Germany: 'de',
  Austria: 'de',
  France: 'fr',
  Spain: 'es',
  Mexico: 'es',
  Italy: 'it',
  Netherlands: 'nl',
  Japan: 'ja',
  India: 'hi',
};

/**
 * Languages, way of meeting and city centre for Explore's advanced filters (ADR 86), from the member's place.
 */
function demoSwapPreferences(city: string, country: string, fullName: string) {
  const local = countryLanguages[country];
  const point = locateCity(city, country);
  return {
    languages: local ? (['en', local] as SpokenLanguage[]) : (['en'] as SpokenLanguage[]),
    meetingMode: meetingModes[fullName.length % meetingModes.length]!,
    cityLatitude: point?.latitude ?? null,
    cityLongitude: point?.longitude ?? null,
  };
}
const dayMs = 86_400_000;

/** Seeds demo members when there are no members yet; answers how many it created. */
export async function seedIfEmpty(database: Database, members: number): Promise<number> {
  if (members === 0) return 0;
  const [row] = await database.db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return 0;
  await seedMembers(database, members);
  return members;
}

/**
 * Creates `members` demo members with realistic names, bios, places and skills in every category, who joined
 * over the past year and swapped with each other: completed swaps settled through the ledger and reviewed, so
 * their ratings are the mean of the reviews they received, like anyone's. They have no password, so nobody
 * can sign in as them. The same seed gives the same community; members swap within their batch of a thousand.
 * Most of the first members have a drawn portrait and a varied bio, and the first batch has communities, open
 * board posts and upcoming workshops around it. Those draw from a second random stream,
 * so the members, their skills and their history are the ones the first stream always gave.
 */
export async function seedMembers(database: Database, members: number, seed = 20231) {
  const random = createRandom(seed);
  const extras = createRandom(seed + 7);
  const now = new Date();
  for (let start = 0; start < members; start += batchSize) {
    const size = Math.min(batchSize, members - start);
    const batch = Array.from({ length: size }, (_, offset) =>
      demoMember(random, `${seed}-${start + offset}`, now),
    );
    for (const member of batch) {
      member.profile.bio = writeVariedBio(member.profile.bio, extras, member.profile.locationCity);
    }
    const drawn = batch
      .slice(0, Math.max(0, portraitsUpTo - start))
      .filter(() => extras.next() < portraitShare)
      .map((member) => ({ member, svg: demoAvatarSvg(extras) }));
    const portraits = await renderDemoAvatars(drawn.map(({ svg }) => svg));
    const portraitOf = new Map(drawn.map(({ member }, index) => [member.id, portraits[index]!.hash]));
    const demoMembers = batch.map((member) => ({
      id: member.id,
      fullName: member.fullName,
      offered: member.profile.skillsOffered,
      joinedAt: member.joinedAt,
    }));
    const history = planDemoHistory(random, demoMembers, now);
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(
        batch.map((member) => ({
          id: member.id,
          email: member.email,
          fullName: member.fullName,
          createdAt: member.joinedAt,
          // Demo members count as verified from the day they joined, like every member before ADR 67.
          emailVerifiedAt: member.joinedAt,
        })),
      );
      if (portraits.length > 0) {
        await tx
          .insert(avatars)
          .values(
            portraits.map(({ hash, bytes }) => ({
              hash,
              contentType: 'image/webp',
              byteSize: bytes.length,
              bytes,
            })),
          )
          .onConflictDoNothing();
      }
      // Rated from the reviews of their history, already at insert (an UPDATE would rewrite every search
      // index entry of the profile).
      await tx.insert(profiles).values(
        batch.map((member) => ({
          ...member.profile,
          ...history.ratings.get(member.id)!,
          avatarHash: portraitOf.get(member.id) ?? null,
          id: member.id,
          createdAt: member.joinedAt,
          updatedAt: history.lastActiveAt.get(member.id)!,
        })),
      );
      await writeDemoHistory(tx, demoMembers, history);
      if (start === 0) {
        const active = batch.map((member) => ({
          id: member.id,
          fullName: member.fullName,
          offered: member.profile.skillsOffered,
          wanted: member.profile.skillsWanted,
          city: member.profile.locationCity,
          country: member.profile.locationCountry,
        }));
        await writeDemoActivity(tx, extras, active, now);
      }
    });
  }
}

function demoMember(random: ReturnType<typeof createRandom>, tag: string, now: Date) {
  const first = random.pick(demoFirstNames);
  const last = random.pick(demoLastNames);
  const fullName = `${first} ${last}`;
  const [city, region, country] = random.pick(demoPlaces);
  const offered = pickSkills(random, 1 + Math.floor(random.next() * 3));
  const wanted = pickSkills(random, 1 + Math.floor(random.next() * 3), offered);
  const visibility: 'public' | 'private' = random.next() < 0.05 ? 'private' : 'public';
  const locationDetail = random.pick(['city', 'city', 'city', 'full', 'hidden'] as const);
  return {
    id: randomUUID(),
    // Joined between a month and a year and a bit ago.
    joinedAt: new Date(now.getTime() - (30 + random.next() * 400) * dayMs),
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
      plan: random.pick(['free', 'free', 'free', 'premium', 'elite'] as const),
      showEmail: random.next() < 0.2,
      showLocationDetail: locationDetail,
      profileVisibility: visibility,
      // Derived, not drawn, so the random stream (and every demo member after this one) stays as it was.
      ...demoSwapPreferences(city, country, fullName),
    },
  };
}
