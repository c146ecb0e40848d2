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
  .min(1, 'Enter a city')
  .max(communityAreaLimits.maxCityLength, 'A city name is at most 100 characters');
const postcodePrefix = z
  .string()
  .trim()
  .transform((prefix) => prefix.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{1,8}$/, 'Enter a postcode prefix such as LS6 or 750'));
const distinct = <T extends z.ZodType<string>>(item: T, message: string) =>
  z
    .array(item)
    .max(communityAreaLimits.maxEntries, 'At most 50 entries')
    .refine((list) => new Set(list.map((entry) => entry.toLowerCase())).size === list.length, message)
    .meta({ uniqueItems: true });

export const communityAreaInputSchema = z
  .object({
    name: singleLineTextSchema
      .min(1, 'Give the area a name')
      .max(communityAreaLimits.maxNameLength, 'An area’s name is at most 60 characters'),
    cities: distinct(cityName, 'Each city only once'),
    postcodePrefixes: distinct(postcodePrefix, 'Each postcode prefix only once'),
    /** A member of the community who coordinates the area; null for none. */
    coordinatorId: z.uuid('Choose a member of the community').nullable(),
  })
  .refine((area) => area.cities.length + area.postcodePrefixes.length > 0, {
    message: 'Give at least one city or postcode prefix',
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
