import { z } from 'zod';
import { skillCategories } from '../shared/categories.ts';

/**
 * The members' map (ADR 175): each member at an approximate point, their city's centre moved
 * by a fixed offset of up to 2 km, and only when their location privacy shows the city. Points are grouped
 * into clusters at the zoom asked for, so a view carries at most a few hundred entries whatever
 * the community's size.
 */
export const mapLimits = {
  /** The widest view: the whole world. */
  minZoom: 0,
  /**
   * The closest view; past it, members are never grouped (a city's members sit within 2 km of its centre).
   */
  maxZoom: 16,
  /** The largest distance, in km, a member's point is moved from their city's centre. */
  maxOffsetKm: 2,
} as const;

const longitude = z.coerce
  .number('map.validation.longitude')
  .min(-180, 'map.validation.longitude')
  .max(180, 'map.validation.longitude');
const latitude = z.coerce
  .number('map.validation.latitude')
  .min(-90, 'map.validation.latitude')
  .max(90, 'map.validation.latitude');

/** The view asked for: a zoom level and, when given, the box on screen (west, south, east, north). */
const viewFields = {
  zoom: z.coerce
    .number('map.validation.zoom')
    .int('map.validation.zoom')
    .min(mapLimits.minZoom, 'map.validation.zoom')
    .max(mapLimits.maxZoom, 'map.validation.zoom')
    .default(mapLimits.minZoom),
  west: longitude.optional(),
  south: latitude.optional(),
  east: longitude.optional(),
  north: latitude.optional(),
};
type ViewEdges = {
  west?: number | undefined;
  south?: number | undefined;
  east?: number | undefined;
  north?: number | undefined;
};
const edgesOf = (view: ViewEdges) => [view.west, view.south, view.east, view.north];
const allEdgesOrNone = {
  check: (view: ViewEdges) =>
    edgesOf(view).every((edge) => edge === undefined) || edgesOf(view).every((edge) => edge !== undefined),
  rule: { message: 'map.validation.allFourEdges', path: ['west'] },
};
const southOfNorth = {
  check: (view: ViewEdges) =>
    view.south === undefined || view.north === undefined || view.south <= view.north,
  rule: { message: 'map.validation.southOfNorth', path: ['south'] },
};

export const mapViewQuerySchema = z
  .object({
    ...viewFields,
    /** One of the community's areas (ADR 176): only its members who show their city. */
    area: z.uuid('Area not found').optional(),
  })
  .refine(allEdgesOrNone.check, allEdgesOrNone.rule)
  .refine(southOfNorth.check, southOfNorth.rule);
export type MapViewQuery = z.infer<typeof mapViewQuerySchema>;

const pointSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** Several members close together at this zoom, drawn as one mark with their number. */
export const mapClusterSchema = pointSchema.extend({
  id: z.number().int(),
  count: z.number().int(),
  /** The zoom at which the group splits: where "zoom in" on it should go. */
  expansionZoom: z.number().int(),
  /** The city most of them live in, to name the group ("12 members near Lyon"). */
  city: z.string(),
});

/** One member, at their approximate point. */
export const mapMemberSchema = pointSchema.extend({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  city: z.string(),
});
export type MapMember = z.infer<typeof mapMemberSchema>;

export const communityMapSchema = z.object({
  zoom: z.number().int(),
  /** Members with a point on the map (whose location privacy shows their city and whose city is known). */
  shown: z.number().int(),
  /** Active members left off: they keep their location hidden, or their city is not one the map knows. */
  notShown: z.number().int(),
  /**
   * The box around every point (west, south, east, north), for the first view; null with no one on the map.
   */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  clusters: z.array(mapClusterSchema),
  members: z.array(mapMemberSchema),
});
export type CommunityMap = z.infer<typeof communityMapSchema>;

/**
 * Explore's map view: the members Explore finds for a search (its text, category and community), for a view.
 */
export const exploreMapQuerySchema = z
  .object({
    ...viewFields,
    q: z.string().trim().max(100).optional(),
    category: z.enum(skillCategories).optional(),
    community: z.string().trim().min(1).max(60, 'Community not found').optional(),
  })
  .refine(allEdgesOrNone.check, allEdgesOrNone.rule)
  .refine(southOfNorth.check, southOfNorth.rule);
export type ExploreMapQuery = z.infer<typeof exploreMapQuerySchema>;

/** What else a map can show beside members, each switched on by the viewer and asked for on its own. */
export const mapPlaceKinds = ['post', 'workshop'] as const;
export type MapPlaceKind = (typeof mapPlaceKinds)[number];

/**
 * An open board post or an upcoming workshop at an approximate point: its city's centre (a workshop's host's
 * city) moved by a fixed offset of up to 2 km taken from its own id, so it never sits on its author's point.
 */
export const mapPlaceSchema = pointSchema.extend({
  id: z.uuid(),
  kind: z.enum(mapPlaceKinds),
  title: z.string(),
  city: z.string(),
  /** A workshop's start (ISO 8601); null for a post. */
  startsAt: z.string().nullable(),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

/** One kind of place for a view, grouped as members are; a group's `city` names where most of them are. */
export const mapPlacesSchema = z.object({
  zoom: z.number().int(),
  kind: z.enum(mapPlaceKinds),
  /** Places with a point on the map. */
  shown: z.number().int(),
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  clusters: z.array(mapClusterSchema),
  places: z.array(mapPlaceSchema),
});
export type MapPlaces = z.infer<typeof mapPlacesSchema>;
