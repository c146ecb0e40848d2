import { z } from 'zod';
import { singleLineTextSchema } from '../shared/text.ts';

/**
 * A community's areas (ADR 176): named parts of its patch, each a list of cities and of
 * postcode prefixes, with an area coordinator members can turn to. Reports and the map can be
 * narrowed to one.
 */
export const communityAreaLimits = {
  maxAreas: 50,
  maxNameLength: 60,
  maxEntries: 50,
  maxCityLength: 100,
} as const;

const cityName = singleLineTextSchema
  .min(1, 'communityAreas.validation.cityMissing')
  .max(communityAreaLimits.maxCityLength, 'communityAreas.validation.cityLong');
const postcodePrefix = z
  .string()
  .trim()
  .transform((prefix) => prefix.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{1,8}$/, 'communityAreas.validation.prefix'));
const distinct = <T extends z.ZodType<string>>(item: T, message: string) =>
  z
    .array(item)
    .max(communityAreaLimits.maxEntries, 'communityAreas.validation.tooMany')
    .refine((list) => new Set(list.map((entry) => entry.toLowerCase())).size === list.length, message)
    .meta({ uniqueItems: true });

export const communityAreaInputSchema = z
  .object({
    name: singleLineTextSchema
      .min(1, 'communityAreas.validation.nameMissing')
      .max(communityAreaLimits.maxNameLength, 'communityAreas.validation.nameLong'),
    cities: distinct(cityName, 'communityAreas.validation.cityTwice'),
    postcodePrefixes: distinct(postcodePrefix, 'communityAreas.validation.prefixTwice'),
    /** A member of the community who coordinates the area; null for none. */
    coordinatorId: z.uuid('communityAreas.validation.coordinator').nullable(),
  })
  .refine((area) => area.cities.length + area.postcodePrefixes.length > 0, {
    message: 'communityAreas.validation.nothing',
    path: ['cities'],
  });
export type CommunityAreaInput = z.infer<typeof communityAreaInputSchema>;

export const communityAreaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  cities: z.array(z.string()),
  postcodePrefixes: z.array(z.string()),
  coordinator: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Active members who show their city, and it is one of the area's. */
  members: z.number().int(),
});
export type CommunityArea = z.infer<typeof communityAreaSchema>;

export const communityAreaListSchema = z.object({ items: z.array(communityAreaSchema) });
export type CommunityAreaList = z.infer<typeof communityAreaListSchema>;
