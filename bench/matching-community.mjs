// A generated SkillSwap community for bench/matching.mjs: members who write their skills in their own words,
// with planted mutual pairs and three-member circles whose true answer is known. The ground truth uses the
// generator's own skill identities, never the API's normaliser, so the normaliser is what gets measured.
import { skillTaxonomy } from '@skillswap/contracts/shared/skill-taxonomy';

/** Deterministic random numbers (mulberry32), so a seed gives the same community. */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (list) => list[Math.floor(next() * list.length)] };
}

/** Hobbies outside the taxonomy: members who list them are few, and circles are what they need. */
export const rareSkills = [
  'Beekeeping',
  'Bookbinding',
  'Calligraphy',
  'Woodworking',
  'Knitting',
  'Pottery',
  'Origami',
  'Astronomy',
  'Gardening',
  'Sailing',
  'Chess',
  'Juggling',
  'Embroidery',
  'Leathercraft',
  'Glassblowing',
  'Falconry',
  'Birdwatching',
  'Mushroom Foraging',
  'Lockpicking',
  'Magic Tricks',
  'Stand Up Comedy',
  'Puppetry',
  'Crochet',
  'Quilting',
  'Candle Making',
  'Soap Making',
  'Jewelry Making',
  'Kite Flying',
  'Archery',
  'Fencing',
  'Rowing',
  'Horse Riding',
  'Skateboarding',
  'Surfboard Shaping',
  'Bonsai',
  'Terrariums',
  'Genealogy',
  'Tarot Reading',
  'Morse Code',
  'Ham Radio',
  'Bagpipes',
  'Harmonica',
  'Beatboxing',
];

// How people really write some skills; the rest get the generic variations below.
const everydaySynonyms = {
  JavaScript: ['JS', 'Javascript', 'javascript basics'],
  'UX Design': ['UX', 'ux design'],
  Photoshop: ['Photoshop editing', 'Adobe Photoshop'],
  Guitar: ['Guitar lessons', 'acoustic guitar'],
  Spanish: ['Español', 'Spanish conversation'],
  'Web Development': ['Web dev', 'web development'],
  Python: ['python programming', 'Python 3'],
  SEO: ['Search engine optimization'],
  Yoga: ['Yoga classes', 'vinyasa yoga'],
  Baking: ['Sourdough baking', 'bread baking'],
  'Personal Training': ['Strength training', 'Personal trainer'],
  'Social Media Marketing': ['Social media', 'Instagram marketing'],
  Singing: ['Vocals', 'singing lessons'],
  'Photo Editing': ['photo retouching', 'Editing photos'],
  'Machine Learning': ['ML', 'machine-learning'],
};

/** One way a member might write `skill`: as is, or in one of many everyday variations. */
export function writeSkill(random, skill, variantShare = 0.5) {
  if (random.next() >= variantShare) return skill;
  const forms = [
    skill.toLowerCase(),
    skill.toUpperCase(),
    `${skill} lessons`,
    `Learn ${skill}`,
    `${skill} for beginners`,
    `${skill} basics`,
    `beginner ${skill.toLowerCase()}`,
    ` ${skill}.`,
    ...(everydaySynonyms[skill] ?? []),
  ];
  return random.pick(forms);
}

/** A different wording of `skill` than `avoid`, so exact-string matching cannot find the pair. */
export function writeOtherwise(random, skill, avoid) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const label = writeSkill(random, skill, 1);
    if (label !== avoid) return label;
  }
  return `${skill.toLowerCase()} lessons`;
}

const places = [
  ['Lisbon', 'Portugal'],
  ['Porto', 'Portugal'],
  ['Berlin', 'Germany'],
  ['Paris', 'France'],
  ['Madrid', 'Spain'],
  ['Rome', 'Italy'],
  ['London', 'United Kingdom'],
  ['New York', 'United States'],
  ['Austin', 'United States'],
  ['Toronto', 'Canada'],
  ['Mexico City', 'Mexico'],
  ['São Paulo', 'Brazil'],
  ['Lagos', 'Nigeria'],
  ['Nairobi', 'Kenya'],
  ['Mumbai', 'India'],
  ['Tokyo', 'Japan'],
  ['Seoul', 'South Korea'],
  ['Sydney', 'Australia'],
];

/** Skills in a shuffled popularity order with Zipf-like weights: a few very common, a long tail. */
function createSkillDraw(random) {
  const skills = skillTaxonomy.map((entry) => entry.canonical);
  for (let i = skills.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    [skills[i], skills[j]] = [skills[j], skills[i]];
  }
  const weights = skills.map((_, rank) => 1 / (rank + 1) ** 0.9);
  const cumulative = [];
  let total = 0;
  for (const weight of weights) cumulative.push((total += weight));
  const draw = () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return skills[low];
  };
  return { skills, draw };
}

function drawDistinct(draw, count, avoid = []) {
  const picked = new Set();
  while (picked.size < count) {
    const skill = draw();
    if (!avoid.includes(skill)) picked.add(skill);
  }
  return [...picked];
}

function makeMember(random, offered, wanted, variantShare = 0.5) {
  const [city, country] = random.pick(places);
  return {
    offered: offered.map((skill) => ({ skill, label: writeSkill(random, skill, variantShare) })),
    wanted: wanted.map((skill) => ({ skill, label: writeSkill(random, skill, variantShare) })),
    city,
    country,
    rating: random.next() < 0.2 ? 0 : Math.round((3 + random.next() * 2) * 10) / 10,
    verified: random.next() < 0.12,
    daysIdle: random.int(180),
    visibility: random.next() < 0.05 ? 'private' : 'public',
  };
}

/**
 * `size` members in all. Background members list 1–3 skills each way from the taxonomy (0.2 % of them also
 * one rare hobby). Each planted pair query has 12 mutual partners who word every skill differently from it;
 * each planted circle is query → first → second → query on three rare hobbies, worded differently each time.
 */
export function generateCommunity({ size, seed, pairQueries, circleQueries }) {
  const random = createRandom(seed);
  const { skills, draw } = createSkillDraw(random);
  const members = [];
  const pairs = [];
  const circles = [];
  const middle = skills.slice(10, 60);

  for (let q = 0; q < pairQueries; q += 1) {
    const offered = drawDistinct(() => random.pick(middle), 2);
    const wanted = drawDistinct(() => random.pick(middle), 2, offered);
    const query = { ...makeMember(random, offered, wanted), visibility: 'public' };
    const index = members.push(query) - 1;
    const partners = [];
    for (let p = 0; p < 12; p += 1) {
      const teach = random.pick(query.wanted);
      const learn = random.pick(query.offered);
      const partner = makeMember(random, [teach.skill], [learn.skill]);
      partner.offered[0].label = writeOtherwise(random, teach.skill, teach.label);
      partner.wanted[0].label = writeOtherwise(random, learn.skill, learn.label);
      partner.visibility = 'public';
      partners.push(members.push(partner) - 1);
    }
    pairs.push({ query: index, partners });
  }

  for (let c = 0; c < circleQueries; c += 1) {
    const [x, y, z] = drawDistinct(() => random.pick(rareSkills), 3);
    const trio = [
      makeMember(random, [x], [z], 1),
      makeMember(random, [y], [x], 1),
      makeMember(random, [z], [y], 1),
    ];
    for (const member of trio) member.visibility = 'public';
    const [query, first, second] = trio.map((member) => members.push(member) - 1);
    circles.push({ query, first, second });
  }

  while (members.length < size) {
    const offered = drawDistinct(draw, 1 + random.int(3));
    const wanted = drawDistinct(draw, 1 + random.int(3), offered);
    if (random.next() < 0.002) (random.next() < 0.5 ? offered : wanted).push(random.pick(rareSkills));
    members.push(makeMember(random, offered, wanted));
  }
  return { members, pairs, circles };
}
