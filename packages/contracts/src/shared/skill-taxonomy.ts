import type { SkillCategory } from './categories.ts';

/**
 * One canonical skill: the name members see, its Explore category (null for skills outside the eight,
 * such as languages), and the other ways members write it. Case, spacing, punctuation, accents, plurals
 * and filler words ("lessons", "for beginners") are handled by `normalizeSkill`, so aliases list only
 * real synonyms and spellings.
 */
export interface TaxonomyEntry {
  readonly canonical: string;
  readonly category: SkillCategory | null;
  readonly aliases: readonly string[];
}

type Row = readonly [canonical: string, aliases?: readonly string[]];

/** Data, grouped by category; add a row or an alias to grow it (stored skill sets are rebuilt on change). */
const taxonomyRows: Record<SkillCategory | 'Languages', readonly Row[]> = {
  Design: [
    ['Graphic Design', ['Graphics', 'Graphic Designer', 'Visual Design', 'Print Design']],
    ['UI Design', ['UI', 'User Interface Design', 'Interface Design', 'UI Designer']],
    ['UX Design', ['UX', 'User Experience', 'User Experience Design', 'UX Designer', 'UI/UX', 'UX/UI']],
    ['UX Research', ['User Research', 'Usability Testing', 'UX Researcher']],
    ['Logo Design', ['Logos', 'Logo Making', 'Brand Identity Design']],
    ['Illustration', ['Illustrating', 'Digital Illustration', 'Drawing', 'Digital Art', 'Sketching']],
    ['Figma', ['Figma Design', 'Figma Prototyping']],
    ['Interior Design', ['Interior Decorating', 'Home Decor', 'Interior Styling']],
    ['Photoshop', ['Adobe Photoshop', 'Photoshop Editing', 'Photo Shop']],
    ['Web Design', ['Website Design', 'Webdesign']],
    ['Animation', ['Motion Graphics', 'Motion Design', '2D Animation', 'After Effects']],
    ['3D Modeling', ['3D Modelling', 'Blender', '3D Design', '3D Art']],
    ['Fashion Design', ['Sewing', 'Pattern Making', 'Clothing Design']],
  ],
  Music: [
    [
      'Guitar',
      ['Guitar Playing', 'Acoustic Guitar', 'Electric Guitar', 'Play Guitar', 'Gitarre', 'Guitarra'],
    ],
    ['Piano', ['Piano Playing', 'Keyboard', 'Keys', 'Play Piano']],
    ['Singing', ['Vocals', 'Voice', 'Vocal Coaching', 'Voice Training', 'Singer']],
    ['Music Production', ['Producing', 'Beat Making', 'Ableton', 'Logic Pro', 'FL Studio', 'Mixing']],
    ['Drums', ['Drumming', 'Drum', 'Percussion', 'Drum Kit']],
    ['Violin', ['Fiddle', 'Violin Playing']],
    ['Music Theory', ['Theory of Music', 'Harmony', 'Ear Training', 'Sight Reading']],
    ['Bass Guitar', ['Bass', 'Electric Bass']],
    ['Ukulele', ['Uke']],
    ['DJing', ['DJ', 'Deejaying', 'DJ Skills']],
    ['Songwriting', ['Song Writing', 'Composing', 'Composition', 'Lyric Writing']],
  ],
  Coding: [
    ['JavaScript', ['JS', 'Java Script', 'ECMAScript', 'ES6', 'Vanilla JS', 'Javascript Programming']],
    ['Python', ['Python Programming', 'Py', 'Python3', 'Python 3']],
    ['React', ['React.js', 'ReactJS', 'React JS', 'React Native']],
    ['TypeScript', ['TS', 'Type Script']],
    ['SQL', ['PostgreSQL', 'MySQL', 'Databases', 'Database Design', 'Postgres', 'SQL Queries']],
    ['Web Development', ['Web Dev', 'Websites', 'Website Building', 'Frontend', 'Front End', 'HTML', 'CSS']],
    ['Data Science', ['Data Analysis', 'Data Analytics', 'Pandas', 'Statistics']],
    ['Machine Learning', ['ML', 'AI', 'Deep Learning', 'Artificial Intelligence']],
    ['Java', ['Java Programming', 'Spring Boot']],
    ['C++', ['CPP', 'C Plus Plus']],
    ['C#', ['C Sharp', 'CSharp', '.NET', 'Dotnet']],
    ['Node.js', ['Node', 'NodeJS', 'Node JS', 'Backend JavaScript']],
    ['Mobile Development', ['iOS Development', 'Android Development', 'App Development', 'Swift', 'Kotlin']],
    ['Excel', ['Microsoft Excel', 'Spreadsheets', 'Google Sheets', 'MS Excel']],
    ['WordPress', ['Word Press', 'WP']],
  ],
  Fitness: [
    ['Yoga', ['Hatha Yoga', 'Vinyasa', 'Vinyasa Yoga', 'Yin Yoga', 'Ashtanga']],
    ['Personal Training', ['Personal Trainer', 'PT', 'Strength Training', 'Gym Training', 'Workout Plans']],
    ['Running', ['Jogging', 'Marathon Training', 'Trail Running', 'Running Coaching']],
    ['Pilates', ['Mat Pilates', 'Reformer Pilates']],
    ['Nutrition Coaching', ['Nutrition', 'Diet Planning', 'Healthy Eating', 'Nutritionist']],
    ['Weightlifting', ['Weight Lifting', 'Powerlifting', 'Olympic Lifting', 'Lifting Weights']],
    ['Fitness Coaching', ['Fitness', 'Fitness Training', 'Workouts', 'HIIT', 'CrossFit']],
    ['Meditation', ['Mindfulness', 'Breathwork']],
    ['Swimming', ['Swim']],
    ['Dance', ['Dancing', 'Salsa', 'Ballet', 'Hip Hop Dance', 'Tango']],
    ['Martial Arts', ['Karate', 'Judo', 'Boxing', 'Kickboxing', 'Brazilian Jiu Jitsu', 'BJJ']],
  ],
  Marketing: [
    ['SEO', ['Search Engine Optimization', 'Search Engine Optimisation', 'On Page SEO']],
    ['Social Media Marketing', ['Social Media', 'SMM', 'Instagram Marketing', 'TikTok Marketing']],
    ['Content Strategy', ['Content Marketing', 'Content Planning']],
    ['Email Marketing', ['E-mail Marketing', 'Newsletters', 'Newsletter Marketing', 'Mailchimp']],
    ['Branding', ['Brand Strategy', 'Personal Branding', 'Brand Building']],
    ['Copy for Ads', ['Ad Copy', 'Advertising Copy', 'Ad Copywriting']],
    ['Marketing Analytics', ['Google Analytics', 'Web Analytics', 'GA4']],
    ['Paid Advertising', ['Google Ads', 'Facebook Ads', 'PPC', 'Paid Ads', 'SEM']],
    ['Public Speaking', ['Presenting', 'Presentation Skills', 'Speaking']],
  ],
  Photography: [
    ['Portrait Photography', ['Portraits', 'Portrait Photos', 'Headshots']],
    ['Photo Editing', ['Photo Retouching', 'Retouching', 'Image Editing', 'Editing Photos']],
    ['Lightroom', ['Adobe Lightroom', 'Light Room', 'Lightroom Editing', 'Lightroom Classic']],
    ['Street Photography', ['Street Photos']],
    ['Wedding Photography', ['Weddings', 'Wedding Photos']],
    ['Drone Photography', ['Drone', 'Drone Flying', 'Aerial Photography']],
    ['Film Photography', ['Analog Photography', 'Analogue Photography', '35mm Film']],
    ['Photography', ['Photo', 'Photos', 'Taking Photos', 'Camera Basics', 'DSLR']],
    ['Videography', ['Video', 'Filmmaking', 'Film Making', 'Video Production', 'Video Editing']],
  ],
  Writing: [
    ['Creative Writing', ['Fiction', 'Fiction Writing', 'Storytelling', 'Short Stories', 'Novel Writing']],
    ['Copywriting', ['Copy Writing', 'Copywriter', 'Sales Copy', 'Website Copy']],
    ['Technical Writing', ['Documentation', 'Tech Writing', 'Technical Documentation']],
    ['Blogging', ['Blog Writing', 'Blog', 'Blog Posts']],
    ['Editing', ['Proofreading', 'Copy Editing', 'Copyediting', 'Proof Reading', 'Line Editing']],
    ['Poetry', ['Poems', 'Poem Writing', 'Spoken Word']],
    ['Screenwriting', ['Screen Writing', 'Scriptwriting', 'Script Writing', 'Screenplays']],
    ['Journalism', ['Reporting', 'News Writing']],
    ['Academic Writing', ['Essay Writing', 'Essays', 'Thesis Writing', 'Research Writing']],
  ],
  Cooking: [
    ['Baking', ['Bread Baking', 'Bread', 'Sourdough', 'Sourdough Baking', 'Cakes', 'Cake Baking']],
    ['Italian Cooking', ['Italian Cuisine', 'Italian Food', 'Pasta Making', 'Pasta', 'Homemade Pasta']],
    ['Vegan Cooking', ['Vegan Cuisine', 'Plant Based Cooking', 'Vegan Food', 'Vegetarian Cooking']],
    ['Meal Prep', ['Meal Prepping', 'Meal Planning', 'Batch Cooking']],
    ['Sushi', ['Sushi Making', 'Sushi Rolling', 'Maki']],
    ['Japanese Cooking', ['Japanese Cuisine', 'Japanese Food', 'Ramen']],
    ['Pastry', ['Patisserie', 'Pastries', 'Desserts', 'French Pastry']],
    ['Indian Cooking', ['Indian Cuisine', 'Indian Food', 'Curry', 'Curries']],
    ['Cooking', ['Home Cooking', 'Cookery', 'Culinary Arts', 'Chef Skills', 'Knife Skills']],
    ['Mexican Cooking', ['Mexican Cuisine', 'Mexican Food', 'Tacos']],
    ['Coffee', ['Barista', 'Barista Skills', 'Latte Art', 'Espresso']],
  ],
  Languages: [
    ['Spanish', ['Español', 'Castellano', 'Spanish Language', 'Conversational Spanish']],
    ['English', ['ESL', 'English as a Second Language', 'English Conversation', 'Business English']],
    ['French', ['Français', 'French Language', 'Conversational French']],
    ['German', ['Deutsch', 'German Language']],
    ['Italian', ['Italiano', 'Italian Language']],
    ['Portuguese', ['Português', 'Brazilian Portuguese']],
    ['Japanese', ['Nihongo', 'Japanese Language']],
    ['Mandarin Chinese', ['Mandarin', 'Chinese', 'Putonghua']],
    ['Korean', ['Hangul', 'Korean Language']],
    ['Arabic', ['Arabic Language', 'Modern Standard Arabic']],
    ['Sign Language', ['ASL', 'BSL', 'American Sign Language', 'British Sign Language']],
  ],
};

/** The taxonomy as a flat list; its order is stable so a fingerprint of it changes only with the data. */
export const skillTaxonomy: readonly TaxonomyEntry[] = Object.entries(taxonomyRows).flatMap(([group, rows]) =>
  rows.map(([canonical, aliases = []]) => ({
    canonical,
    category: group === 'Languages' ? null : (group as SkillCategory),
    aliases,
  })),
);

/** What a skill label means: the canonical name, and its category when the taxonomy knows one. */
export interface NormalizedSkill {
  canonical: string;
  category: SkillCategory | null;
}

/** Words that say how a skill is taught, not which skill it is. */
const leadingFillers = wordSet(
  'learn learning teach teaching intro introduction to basic basics beginner beginners intermediate advanced ' +
    'how the a an some private online conversational',
);
const trailingFillers = wordSet(
  'lesson lessons class classes course courses basic basics fundamentals tutoring tutor tips skill skills 101 ' +
    'help beginner beginners intermediate advanced level practice session sessions',
);
const forWhom = wordSet('beginner beginners kids children adults everyone all dummies starters fun');

function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(' '));
}

/** Lower case, no accents, symbols spelled out, punctuation as spaces, single spaces. */
function toKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\+\+/g, ' plus plus ')
    .replace(/([a-z])#/g, '$1 sharp ')
    .replace(/(^|\s)\.net\b/g, '$1dotnet ')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Drops filler words at either end ("guitar lessons for beginners" → "guitar"), keeping at least one word.
 */
function stripFillers(key: string): string {
  const words = key.split(' ');
  let changed = true;
  while (changed && words.length > 1) {
    changed = false;
    const count = words.length;
    if (count >= 3 && words[count - 2] === 'for' && forWhom.has(words[count - 1]!))
      words.splice(count - 2, 2);
    else if (trailingFillers.has(words[count - 1]!)) words.pop();
    else if (leadingFillers.has(words[0]!)) words.shift();
    changed = words.length !== count;
  }
  return words.join(' ');
}

/** A plural-blind form of the last word: "drums" and "drum" meet, "cakes" and "cake" too. */
function singular(key: string): string {
  return key.replace(/(\w{3,}[^s])s$/u, '$1');
}

/** Every form under which a label is looked up: as written, without spaces, and singular. */
function lookupForms(key: string): string[] {
  const forms = [key, key.replaceAll(' ', ''), singular(key), singular(key).replaceAll(' ', '')];
  return [...new Set(forms)];
}

function buildIndex(entries: readonly TaxonomyEntry[]): Map<string, TaxonomyEntry> {
  const index = new Map<string, TaxonomyEntry>();
  for (const entry of entries) {
    for (const label of [entry.canonical, ...entry.aliases]) {
      for (const form of lookupForms(toKey(label))) if (!index.has(form)) index.set(form, entry);
    }
  }
  return index;
}

const taxonomyIndex = buildIndex(skillTaxonomy);

/** Category hints for skills the taxonomy does not list yet, checked in order. */
const categoryHints: ReadonlyArray<readonly [RegExp, SkillCategory]> = [
  [/photo|camera|portrait/, 'Photography'],
  [/cook|bak|cuisine|recipe|chef|ferment|grill/, 'Cooking'],
  [/design|drawing|paint|sketch|art\b/, 'Design'],
  [/market|advertis|brand|\bsales\b/, 'Marketing'],
  [/writ|poet|essay|novel|story/, 'Writing'],
  [/music|sing|song|guitar|piano|drum|saxophone|flute|cello|trumpet|harp|orchestra/, 'Music'],
  [/cod|programm|develop|software|script|\bapi\b|rust|golang|\bgo\b|\bphp\b|ruby|linux/, 'Coding'],
  [/fitness|yoga|workout|sport|climb|cycl|tennis|football|soccer|hiking|surf|skat/, 'Fitness'],
];

function titleCase(key: string): string {
  return key.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/** The version of the rules below; bump it when a change would give a stored label another meaning. */
export const skillNormalizerRevision = 1;

/**
 * What a member's skill label means, whatever its wording: "JS", "Javascript basics" and "JavaScript" are
 * all JavaScript (Coding). Labels the taxonomy does not know keep their words, tidied ("knitting lessons" →
 * "Knitting"), so two members who write the same unknown skill still meet.
 */
export function normalizeSkill(text: string): NormalizedSkill {
  const key = toKey(text);
  if (key === '') return { canonical: '', category: null };
  const stripped = stripFillers(key);
  for (const candidate of [key, stripped]) {
    for (const form of lookupForms(candidate)) {
      const entry = taxonomyIndex.get(form);
      if (entry) return { canonical: entry.canonical, category: entry.category };
    }
  }
  const hint = categoryHints.find(([pattern]) => pattern.test(stripped));
  return { canonical: titleCase(stripped), category: hint ? hint[1] : null };
}

/** Canonical names of a skill list, each once, in the member's order; blank labels are dropped. */
export function canonicalSkills(labels: readonly string[]): string[] {
  const names = labels.map((label) => normalizeSkill(label).canonical).filter((name) => name !== '');
  return [...new Set(names)];
}

const entriesByCanonical = new Map(skillTaxonomy.map((entry) => [entry.canonical, entry]));

/**
 * The canonical name of the skill `text` means when the taxonomy knows it (so a search for "JS" also finds
 * members who wrote "JavaScript" or "Java Script"), or null: an unknown word is searched as written.
 */
export function taxonomySkillOf(text: string): string | null {
  const { canonical } = normalizeSkill(text);
  return entriesByCanonical.has(canonical) ? canonical : null;
}

const canonicalKeys = new Map(skillTaxonomy.map((entry) => [toKey(entry.canonical), entry.canonical]));

/**
 * The known skill a longer label narrows, its family: "Portuguese Conversation" and
 * "Business Portuguese" are of the Portuguese family, "Jazz Guitar" of Guitar. The longest known skill named
 * whole inside the label wins; a label the taxonomy itself knows has no family of its own (null).
 */
export function skillFamilyOf(canonical: string): string | null {
  if (entriesByCanonical.has(canonical)) return null;
  const words = toKey(canonical).split(' ');
  for (let size = words.length - 1; size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const phrase = words.slice(start, start + size).join(' ');
      const found = canonicalKeys.get(phrase) ?? canonicalKeys.get(singular(phrase));
      if (found) return found;
    }
  }
  return null;
}

/**
 * Whether two different canonical skills are of one family: one narrows the other, or both narrow the same.
 */
export function areRelatedSkills(a: string, b: string): boolean {
  if (a === b) return false;
  const familyOfA = skillFamilyOf(a);
  const familyOfB = skillFamilyOf(b);
  return familyOfA === b || familyOfB === a || (familyOfA !== null && familyOfA === familyOfB);
}

/**
 * The group a skill label is filed under in reports: its taxonomy category, `Languages`, or null
 * when neither the skill nor a skill it narrows ("Jazz Guitar" narrows Guitar) is known.
 */
export function skillGroupOf(text: string): SkillCategory | 'Languages' | null {
  const known = taxonomySkillOf(text) ?? skillFamilyOf(normalizeSkill(text).canonical);
  const entry = known === null ? undefined : entriesByCanonical.get(known);
  if (!entry) return null;
  return entry.category ?? 'Languages';
}
