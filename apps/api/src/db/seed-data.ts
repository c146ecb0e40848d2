import { commonSkills, skillCategories } from '@skillswap/contracts/shared/categories';

/** Places demo members live in: city, region, country. Spread over many countries on purpose. */
export const demoPlaces: ReadonlyArray<readonly [string, string, string]> = [
  ['Lisbon', 'Lisbon District', 'Portugal'],
  ['Porto', 'Porto District', 'Portugal'],
  ['Berlin', 'Berlin', 'Germany'],
  ['Munich', 'Bavaria', 'Germany'],
  ['Paris', 'Île-de-France', 'France'],
  ['Lyon', 'Auvergne-Rhône-Alpes', 'France'],
  ['Madrid', 'Community of Madrid', 'Spain'],
  ['Barcelona', 'Catalonia', 'Spain'],
  ['Rome', 'Lazio', 'Italy'],
  ['Milan', 'Lombardy', 'Italy'],
  ['Amsterdam', 'North Holland', 'Netherlands'],
  ['Stockholm', 'Stockholm County', 'Sweden'],
  ['Oslo', 'Oslo', 'Norway'],
  ['Helsinki', 'Uusimaa', 'Finland'],
  ['Warsaw', 'Masovia', 'Poland'],
  ['Prague', 'Prague', 'Czechia'],
  ['Vienna', 'Vienna', 'Austria'],
  ['Dublin', 'Leinster', 'Ireland'],
  ['London', 'England', 'United Kingdom'],
  ['Edinburgh', 'Scotland', 'United Kingdom'],
  ['New York', 'New York', 'United States'],
  ['Austin', 'Texas', 'United States'],
  ['Seattle', 'Washington', 'United States'],
  ['Toronto', 'Ontario', 'Canada'],
  ['Montreal', 'Quebec', 'Canada'],
  ['Mexico City', 'CDMX', 'Mexico'],
  ['Bogotá', 'Bogotá D.C.', 'Colombia'],
  ['Lima', 'Lima', 'Peru'],
  ['São Paulo', 'São Paulo', 'Brazil'],
  ['Buenos Aires', 'Buenos Aires', 'Argentina'],
  ['Santiago', 'Santiago Metropolitan', 'Chile'],
  ['Lagos', 'Lagos State', 'Nigeria'],
  ['Nairobi', 'Nairobi County', 'Kenya'],
  ['Accra', 'Greater Accra', 'Ghana'],
  ['Cape Town', 'Western Cape', 'South Africa'],
  ['Cairo', 'Cairo Governorate', 'Egypt'],
  ['Casablanca', 'Casablanca-Settat', 'Morocco'],
  ['Istanbul', 'Istanbul', 'Türkiye'],
  ['Dubai', 'Dubai', 'United Arab Emirates'],
  ['Mumbai', 'Maharashtra', 'India'],
  ['Bengaluru', 'Karnataka', 'India'],
  ['Karachi', 'Sindh', 'Pakistan'],
  ['Dhaka', 'Dhaka Division', 'Bangladesh'],
  ['Bangkok', 'Bangkok', 'Thailand'],
  ['Hanoi', 'Hanoi', 'Vietnam'],
  ['Singapore', 'Singapore', 'Singapore'],
  ['Jakarta', 'Jakarta', 'Indonesia'],
  ['Manila', 'Metro Manila', 'Philippines'],
  ['Seoul', 'Seoul', 'South Korea'],
  ['Tokyo', 'Tokyo', 'Japan'],
  ['Osaka', 'Osaka', 'Japan'],
  ['Taipei', 'Taipei', 'Taiwan'],
  ['Sydney', 'New South Wales', 'Australia'],
  ['Melbourne', 'Victoria', 'Australia'],
  ['Auckland', 'Auckland', 'New Zealand'],
];

export const demoFirstNames = [
  'Ana',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Emeka',
  'Fatima',
  'Gabriel',
  'Hana',
  'Ines',
  'Jonas',
  'Kwame',
  'Leila',
  'Mateo',
  'Nadia',
  'Oskar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sven',
  'Tariq',
  'Uma',
  'Valentina',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aiko',
  'Bilal',
  'Camila',
  'Diego',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ivan',
  'Julia',
  'Kofi',
  'Lucia',
  'Marco',
  'Noor',
  'Olga',
  'Pedro',
  'Rahul',
  'Sofia',
  'Tomás',
  'Amara',
  'Lars',
  'Mei',
];

export const demoLastNames = [
  'Silva',
  'Müller',
  'Rossi',
  'Ivanova',
  'Okafor',
  'Haddad',
  'Martin',
  'Kim',
  'García',
  'Nielsen',
  'Mensah',
  'Rahimi',
  'López',
  'Novak',
  'Berg',
  'Sharma',
  'Dubois',
  'Ferreira',
  'Lindqvist',
  'Aziz',
  'Patel',
  'Moreno',
  'Chen',
  'Hernández',
  'Yilmaz',
  'Walker',
  'Tanaka',
  'Khan',
  'Santos',
  'Torres',
  'Kowalska',
  'Nasser',
  'Osei',
  'Nakamura',
  'Petrov',
  'Schmidt',
  'Boateng',
  'Romero',
  'Bianchi',
  'Farouk',
  'Popescu',
  'Costa',
  'Iyer',
];

const bioOpenings = [
  'I have spent the last {years} years doing {skill} and love sharing what I know.',
  'Self-taught in {skill}, now teaching friends on weekends.',
  'Professional background in {skill}; happy to help beginners get started.',
  '{skill} is my passion, and I explain it with lots of patience.',
  'I teach {skill} in a relaxed, practical way with real projects.',
];
const bioClosings = [
  'Looking to learn {want} in return.',
  'Keen to pick up {want} from someone who enjoys it.',
  'Would love a patient teacher for {want}.',
  'Trying to finally get good at {want}.',
  'Open to trading for {want} lessons, online or in person.',
];

/** A sentence about the member's life, between the two of the bio; none for some. */
const bioMiddles = [
  'Based in {city}, usually free on weekday evenings.',
  'I work in a hospital, so my hours move around; weekends suit me best.',
  'Retired teacher with plenty of time and a big kitchen table.',
  'Student in {city}, happy to meet at the university library.',
  'Parent of two, so online sessions after 20:00 are easiest for me.',
  'I moved to {city} last year and swapping skills is how I meet people.',
  'Freelancer working from home in {city}; flexible during the day.',
  'I run a small café and can host sessions there before opening.',
];

/** The bio of a demo member: what they teach, sometimes a word about their life, and what they want. */
export function writeVariedBio(base: string, extras: ReturnType<typeof createRandom>, city: string) {
  if (extras.next() < 0.3) return base;
  const middle = extras.pick(bioMiddles).replace('{city}', city);
  const split = base.indexOf('. ') >= 0 ? base.indexOf('. ') + 2 : base.indexOf('; ') + 2;
  return split > 1 ? `${base.slice(0, split)}${middle} ${base.slice(split)}` : `${base} ${middle}`;
}

/** A small seeded generator so demo data is the same on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

export function pickSkills(
  random: ReturnType<typeof createRandom>,
  count: number,
  exclude: readonly string[] = [],
) {
  const chosen = new Set<string>();
  while (chosen.size < count) {
    const skill = random.pick(commonSkills[random.pick(skillCategories)]);
    if (!exclude.includes(skill)) chosen.add(skill);
  }
  return [...chosen];
}

export function writeBio(random: ReturnType<typeof createRandom>, skill: string, want: string) {
  const years = String(2 + Math.floor(random.next() * 15));
  const opening = random.pick(bioOpenings).replace('{years}', years).replace('{skill}', skill);
  return `${opening} ${random.pick(bioClosings).replace('{want}', want)}`;
}
