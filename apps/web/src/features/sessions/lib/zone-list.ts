// Every IANA zone the browser knows, with its city, region and current UTC offset, searchable offline (issue
// 21, item 14). Cities come from the zone names ("America/New_York" → New York) plus the large cities that
// share a zone without naming it (Beijing is on Asia/Shanghai).

export interface ZoneEntry {
  zone: string;
  city: string;
  region: string;
  /** Minutes ahead of UTC now. */
  offsetMinutes: number;
  /** "UTC+05:30". */
  offset: string;
  /** Other cities on this zone. */
  aliases: readonly string[];
  /** Lower-case, accent-free text a query is matched against. */
  haystack: string;
}

const india = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad'];
// Runtimes list some zones under their older names (Node and Chromium: Asia/Calcutta, Europe/Kiev);
// both are here.
const otherCities: Record<string, readonly string[]> = {
  'Asia/Shanghai': ['Beijing', 'Guangzhou', 'Shenzhen', 'Chengdu'],
  'Asia/Kolkata': [...india, 'Calcutta'],
  'Asia/Calcutta': [...india, 'Kolkata'],
  'Europe/Kiev': ['Kyiv'],
  'Europe/Kyiv': ['Kiev'],
  'Asia/Saigon': ['Ho Chi Minh City'],
  'Asia/Katmandu': ['Kathmandu'],
  'Asia/Rangoon': ['Yangon'],
  'America/Los_Angeles': ['San Francisco', 'Seattle', 'San Diego', 'Las Vegas'],
  'America/New_York': ['Washington', 'Boston', 'Miami', 'Atlanta', 'Philadelphia'],
  'America/Chicago': ['Dallas', 'Houston', 'Austin', 'Minneapolis'],
  'America/Toronto': ['Montreal', 'Ottawa'],
  'America/Sao_Paulo': ['Rio de Janeiro', 'Brasília', 'Belo Horizonte'],
  'Europe/Berlin': ['Munich', 'Frankfurt', 'Hamburg', 'Cologne'],
  'Europe/Madrid': ['Barcelona', 'Valencia', 'Seville'],
  'Europe/Rome': ['Milan', 'Naples', 'Florence'],
  'Europe/Paris': ['Lyon', 'Marseille', 'Toulouse'],
  'Europe/London': ['Manchester', 'Edinburgh', 'Birmingham'],
  'Europe/Lisbon': ['Porto'],
  'Europe/Zurich': ['Geneva', 'Basel'],
  'Europe/Amsterdam': ['Rotterdam', 'The Hague'],
  'Asia/Tokyo': ['Osaka', 'Kyoto', 'Yokohama'],
  'Asia/Dubai': ['Abu Dhabi'],
  'Asia/Riyadh': ['Jeddah', 'Mecca'],
  'Africa/Johannesburg': ['Cape Town', 'Durban', 'Pretoria'],
  'Africa/Lagos': ['Abuja'],
  'Australia/Sydney': ['Canberra'],
  'Asia/Jakarta': ['Bandung', 'Surabaya'],
  'Asia/Karachi': ['Lahore', 'Islamabad'],
  'America/Mexico_City': ['Guadalajara', 'Monterrey'],
};

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Minutes ahead of UTC in a zone at an instant, from the "GMT+05:30" Intl writes. */
function offsetOf(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const size = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(size / 60)).padStart(2, '0')}:${String(size % 60).padStart(2, '0')}`;
}

/** Every zone the runtime lists (UTC first), plus `current` when the runtime lists it under another name. */
export function listZones(current: string, at = new Date()): ZoneEntry[] {
  const names = Intl.supportedValuesOf('timeZone');
  const all = [...new Set(['UTC', current, ...names])];
  return all
    .map((zone) => {
      const parts = zone.split('/');
      const city = (parts.at(-1) ?? zone).replace(/_/g, ' ');
      const region = parts.length > 1 ? parts[0]!.replace(/_/g, ' ') : '';
      const offsetMinutes = offsetOf(zone, at);
      const offset = offsetLabel(offsetMinutes);
      const aliases = otherCities[zone] ?? [];
      const haystack = plain([zone, city, region, ...aliases, offset.replace('−', '-')].join(' '));
      return { zone, city, region, offsetMinutes, offset, aliases, haystack };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.city.localeCompare(b.city));
}

/** An offset as typed: "+5:30", "UTC-3", "gmt+01:00", "-0800"; null when the query is not one. */
function parseOffset(query: string): number | null {
  const match = /^(?:utc|gmt)?\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(query.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '+' ? minutes : -minutes;
}

/**
 * The zones a query finds: by offset when it is one, else every word in the city, region, zone or other
 * cities.
 */
export function searchZones(zones: ZoneEntry[], query: string): ZoneEntry[] {
  const text = plain(query).trim();
  if (!text) return zones;
  const offset = parseOffset(text);
  if (offset !== null) return zones.filter((entry) => entry.offsetMinutes === offset);
  const words = text.split(/[\s/,_]+/).filter(Boolean);
  const found = zones.filter((entry) => words.every((word) => entry.haystack.includes(word)));
  // A city that starts with the query comes first ("lis" → Lisbon before Australia/Lindeman's region).
  return found.sort(
    (a, b) => Number(!plain(a.city).startsWith(words[0]!)) - Number(!plain(b.city).startsWith(words[0]!)),
  );
}
