import { z } from 'zod';
import { availableFilterValues } from '../sessions/availability.ts';
import { memberLevels, type MemberLevelId } from '../shared/levels.ts';

/** Languages a member can say they speak (ISO 639-1 codes), as profiles and Explore's filter offer them. */
export const spokenLanguages = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  ar: 'Arabic',
  it: 'Italian',
  nl: 'Dutch',
  zh: 'Chinese',
  ja: 'Japanese',
  hi: 'Hindi',
  ru: 'Russian',
} as const;
export type SpokenLanguage = keyof typeof spokenLanguages;
export const spokenLanguageCodes = Object.keys(spokenLanguages) as [SpokenLanguage, ...SpokenLanguage[]];

/** How a member is willing to meet for a swap. */
export const meetingModes = ['online', 'in_person', 'both'] as const;
export type MeetingMode = (typeof meetingModes)[number];

/** The farthest a distance search reaches, in kilometres. */
export const maxDistanceKm = 500;

/**
 * Explore's advanced filters (Premium and up, ADR 86), each a parameter of the address beside `q` and
 * `category`: `minRating`, `verified=1`, `meeting=online|in_person`, `language=<code>`, `reviewed=1`, and
 * `near=<city>` with `withinKm` (50 when left out), and `level=<id>` (at least that level). A city is matched
 * at city precision from an offline gazetteer.
 */
export const advancedFiltersSchema = z.object({
  minRating: z.coerce.number().min(1).max(5).optional(),
  verified: z.literal('1').optional(),
  meeting: z.enum(['online', 'in_person']).optional(),
  language: z.enum(spokenLanguageCodes).optional(),
  reviewed: z.literal('1').optional(),
  near: z.string().trim().min(2).max(100).optional(),
  withinKm: z.coerce.number().int().min(1).max(maxDistanceKm).optional(),
  /** Weekly availability (ADR 110): "mon-morning" … "sun-evening", in the member's own time zone. */
  available: z.enum(availableFilterValues).optional(),
  /** At least this level (ADR 115: kept on the profile, so it can be indexed). */
  level: z.enum(memberLevels.map((level) => level.id) as [MemberLevelId, ...MemberLevelId[]]).optional(),
});
export type AdvancedFilters = z.infer<typeof advancedFiltersSchema>;
export const advancedFilterKeys = Object.keys(advancedFiltersSchema.shape) as Array<keyof AdvancedFilters>;

/** The advanced filters an address holds, or null when it holds none (or none that parse). */
export function advancedFiltersFromParams(params: {
  get(name: string): string | null;
}): AdvancedFilters | null {
  const raw = Object.fromEntries(
    advancedFilterKeys.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  if (Object.keys(raw).length === 0) return null;
  const parsed = advancedFiltersSchema.safeParse(raw);
  return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
}
