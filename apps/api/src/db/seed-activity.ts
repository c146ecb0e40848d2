import { randomBytes } from 'node:crypto';
import { commonSkills, skillCategories, type SkillCategory } from '@skillswap/contracts/shared/categories';
import { locateCity } from '../lib/gazetteer.ts';
import type { DbOrTx } from './client.ts';
import {
  boardPosts,
  communities,
  communityAnnouncements,
  communityMembers,
  workshops,
} from './schema/index.ts';
import type { createRandom } from './seed-data.ts';

type Random = ReturnType<typeof createRandom>;

/** A demo member as the activity needs them. */
export interface ActiveDemoMember {
  id: string;
  fullName: string;
  offered: readonly string[];
  wanted: readonly string[];
  city: string;
  country: string;
}

const dayMs = 86_400_000;

// What a newcomer finds around the demo members on day one: a few communities with their
// coordinators' announcements, open posts on the requests board and workshops in the coming weeks. Small and
// drawn from the seed, so the demo is the same on every machine and seeding stays quick.

const communityPlans = [
  {
    name: (city: string) => `${city} Skill Swappers`,
    description:
      'Neighbours trading an hour of what they know for an hour of what they want to learn. We meet on the first Saturday of the month.',
    isOnline: false,
    joinRule: 'open' as const,
    announcements: [
      'Next meet-up: first Saturday, 10:00, at the public library. Bring something you can teach in ten minutes.',
      'Welcome to everyone who joined this month! Say hello on the board with what you would like to learn.',
    ],
  },
  {
    name: () => 'Language Exchange Circle',
    description:
      'Conversation partners for every level. Pair up, talk for an hour in each language, and swap corrections kindly.',
    isOnline: true,
    joinRule: 'open' as const,
    announcements: [
      'New pairing round on Monday: post the languages you speak and the ones you are learning.',
    ],
  },
  {
    name: () => 'Makers Collective',
    description:
      'Woodwork, sewing, pottery and repair: hands-on skills taught at the bench. New members are approved by a coordinator.',
    isOnline: false,
    joinRule: 'approval' as const,
    announcements: ['The shared workshop is open on Thursday evenings; book a bench with a coordinator.'],
  },
];

const needTitles = [
  'Looking for someone to teach me {skill}',
  'Help wanted: {skill} for a complete beginner',
  'Can anyone spare an hour of {skill}?',
];
const offerTitles = [
  'Offering {skill} lessons',
  'Happy to teach {skill} this month',
  '{skill}: one-to-one sessions',
];
const workshopTitles = [
  '{skill} for beginners',
  'An evening of {skill}',
  'Hands-on {skill}',
  'Introduction to {skill}',
];

function categoryOf(skill: string): SkillCategory | null {
  return skillCategories.find((category) => commonSkills[category].includes(skill)) ?? null;
}

function slugOf(name: string) {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Writes the demo's communities, board posts and upcoming workshops; needs a dozen members at least. */
export async function writeDemoActivity(
  db: DbOrTx,
  random: Random,
  members: readonly ActiveDemoMember[],
  now: Date,
) {
  if (members.length < 12) return;
  const ago = (days: number) => new Date(now.getTime() - days * dayMs);
  const pickMembers = (count: number, exclude: string) => {
    const chosen = new Map<string, ActiveDemoMember>();
    while (chosen.size < Math.min(count, members.length - 1)) {
      const member = random.pick(members);
      if (member.id !== exclude) chosen.set(member.id, member);
    }
    return [...chosen.values()];
  };

  for (const plan of communityPlans) {
    const owner = random.pick(members);
    const name = plan.name(owner.city);
    const createdAt = ago(60 + Math.floor(random.next() * 120));
    const [community] = await db
      .insert(communities)
      .values({
        slug: slugOf(name),
        name,
        description: plan.description,
        isOnline: plan.isOnline,
        city: plan.isOnline ? null : owner.city,
        visibility: 'public',
        joinRule: plan.joinRule,
        inviteToken: randomBytes(18).toString('base64url'),
        createdBy: owner.id,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: communities.id });
    if (!community) continue;
    const joined = pickMembers(6 + Math.floor(random.next() * 10), owner.id);
    await db.insert(communityMembers).values([
      {
        communityId: community.id,
        memberId: owner.id,
        role: 'owner',
        status: 'active',
        requestedAt: createdAt,
        joinedAt: createdAt,
      },
      ...joined.map((member, index) => {
        const at = ago(1 + Math.floor(random.next() * 55));
        return {
          communityId: community.id,
          memberId: member.id,
          role: index === 0 ? ('coordinator' as const) : ('member' as const),
          status: 'active' as const,
          requestedAt: at,
          joinedAt: at,
        };
      }),
    ]);
    await db.insert(communityAnnouncements).values(
      plan.announcements.map((body, index) => {
        const at = ago(2 + index * 9 + Math.floor(random.next() * 5));
        return {
          communityId: community.id,
          authorId: owner.id,
          body,
          pinnedAt: index === 0 ? at : null,
          createdAt: at,
        };
      }),
    );
  }

  const posts = Array.from({ length: 8 }, (_, index) => {
    const author = random.pick(members);
    const kind = index % 2 === 0 ? ('need' as const) : ('offer' as const);
    const skill = kind === 'need' ? random.pick(author.wanted) : random.pick(author.offered);
    const isOnline = random.next() < 0.5;
    const point = isOnline ? null : locateCity(author.city, author.country);
    const createdAt = ago(random.next() * 10);
    const lifetimeDays = random.pick([14, 30] as const);
    return {
      authorId: author.id,
      kind,
      title: random.pick(kind === 'need' ? needTitles : offerTitles).replace('{skill}', skill),
      description:
        kind === 'need'
          ? `I am starting from zero with ${skill} and would value a patient hour or two. I can teach ${author.offered[0]} in return.`
          : `I have taught ${skill} for a while and enjoy beginners. Tell me what you would like to get out of it.`,
      skill,
      category: categoryOf(skill),
      hours: random.pick([1, 1, 1.5, 2]),
      isOnline,
      city: isOnline ? null : author.city,
      cityLatitude: point?.latitude ?? null,
      cityLongitude: point?.longitude ?? null,
      lifetimeDays,
      expiresAt: new Date(createdAt.getTime() + lifetimeDays * dayMs),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(boardPosts).values(posts);

  const hosts = pickMembers(5, '');
  await db.insert(workshops).values(
    hosts.map((host, index) => {
      const skill = host.offered[0]!;
      // In the coming three weeks, at 18:00 UTC on a whole day from now.
      const day = new Date(now.getTime() + (3 + index * 4 + Math.floor(random.next() * 3)) * dayMs);
      const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 18));
      const isOnline = index % 2 === 0;
      return {
        hostId: host.id,
        title: random.pick(workshopTitles).replace('{skill}', skill),
        skill,
        description: `A friendly group session on ${skill}: a short demonstration, then practice with help at hand. No experience needed.`,
        startsAt,
        durationMinutes: random.pick([60, 90, 120]),
        timeZone: 'UTC',
        placeKind: isOnline ? ('online' as const) : ('in_person' as const),
        place: isOnline
          ? `https://meet.jit.si/skillswap-demo-${slugOf(skill)}`
          : `Community centre, ${host.city}`,
        seats: random.pick([6, 8, 10, 12]),
        price: random.pick([1, 1, 1.5, 2]),
        createdAt: ago(random.next() * 7),
        updatedAt: now,
      };
    }),
  );
}
