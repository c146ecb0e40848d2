import { z } from 'zod';
import { meetingModes, spokenLanguageCodes } from '../explore/filters.ts';
import { fullNameSchema } from '../auth/schemas.ts';
import { skillCategories, skillLimits } from '../shared/categories.ts';
import { cursorId, keysetCursor } from '../shared/cursors.ts';
import { multiLineTextSchema, singleLineTextSchema } from '../shared/text.ts';

/** A row of the public_profiles view: what anyone may see of a visible member. */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  skills_offered: z.array(z.string()),
  skills_wanted: z.array(z.string()),
  verified: z.boolean(),
  rating: z.number(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * Explore's position: the rank and id of the last member shown (order: explore rank desc, id desc; ADR 0046).
 */
export const exploreCursor = keysetCursor(z.tuple([z.number().min(0).max(5), cursorId]));

export const exploreQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.enum(skillCategories).optional(),
  /** A community's slug: only its members (a private community's only for its members, ADR 98). */
  community: z.string().trim().min(1).max(60, 'Community not found').optional(),
  cursor: exploreCursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export type ExploreQuery = z.infer<typeof exploreQuerySchema>;

export const explorePageSchema = z.object({
  items: z.array(publicProfileSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ExplorePage = z.infer<typeof explorePageSchema>;

const skillListSchema = z
  .array(
    singleLineTextSchema
      .min(1, 'profiles.validation.skillBlank')
      .max(skillLimits.maxSkillLength, 'swaps.validation.skillTooLong'),
  )
  .max(skillLimits.maxSkillsPerSide, 'profiles.validation.tooManySkills')
  .refine(
    (skills) => new Set(skills.map((s) => s.toLowerCase())).size === skills.length,
    'profiles.validation.skillTwice',
  )
  .meta({ uniqueItems: true, description: 'Each skill once, ignoring case.' });

export const updateProfileSchema = z.object({
  full_name: fullNameSchema,
  bio: multiLineTextSchema.max(1000, 'profiles.validation.bioLong'),
  location_street: singleLineTextSchema.max(200).optional(),
  location_city: singleLineTextSchema.max(100).optional(),
  location_region: singleLineTextSchema.max(100).optional(),
  location_country: singleLineTextSchema.max(100).optional(),
  skills_offered: skillListSchema,
  skills_wanted: skillListSchema,
  /** Left out: unchanged. What Explore's advanced filters read (ADR 86). */
  languages: z
    .array(z.enum(spokenLanguageCodes))
    .max(spokenLanguageCodes.length)
    .refine((codes) => new Set(codes).size === codes.length, 'profiles.validation.languageTwice')
    .meta({ uniqueItems: true })
    .optional(),
  meetingMode: z.enum(meetingModes).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** `GET /api/profiles/:id`: the public profile, e-mail only when shown and the caller is signed in. */
export const profileDetailSchema = publicProfileSchema.extend({
  email: z.string().nullable(),
  member_since: z.string(),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

/** `GET/PUT /api/me/profile`: the member's own editable profile, location as stored (unmasked). */
export const myProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  bio: z.string(),
  location_street: z.string(),
  location_city: z.string(),
  location_region: z.string(),
  location_country: z.string(),
  skills_offered: z.array(z.string()),
  skills_wanted: z.array(z.string()),
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
  rating: z.number(),
  plan: z.enum(['free', 'premium', 'elite', 'enterprise']),
  member_since: z.string(),
  languages: z.array(z.enum(spokenLanguageCodes)),
  meetingMode: z.enum(meetingModes),
  /** Whether the offline gazetteer knows the city, so distance searches can find the member (ADR 86). */
  isCityLocated: z.boolean(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** `POST /api/me/avatar`: where the new avatar is served from. */
export const avatarUploadedSchema = z.object({ avatar_url: z.string() });

/**
 * An avatar's file name in its URL: the SHA-256 of the image bytes and the extension. The bytes behind a name
 * never change, so a URL can be cached for good (ADR 0060).
 */
export const avatarFileNamePattern = /^([0-9a-f]{64})\.webp$/;

/** Avatar uploads: accepted image types and the largest file, checked on both sides. */
export const avatarLimits = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
