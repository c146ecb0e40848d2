import { z } from 'zod';

export const profileVisibilities = ['public', 'private'] as const;
export const locationDetails = ['full', 'city', 'hidden'] as const;

export const privacySettingsSchema = z.object({
  show_email: z.boolean(),
  show_location_detail: z.enum(locationDetails),
  profile_visibility: z.enum(profileVisibilities),
  /** Partner exchanges may list the member: name, skills, city (when shown) and rating only (ADR 185). */
  visibleToPartners: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** The update_privacy_settings call: every field optional, only given ones change. */
export const updatePrivacySettingsSchema = z.object({
  _show_email: z.boolean().optional(),
  _show_location_detail: z.enum(locationDetails).optional(),
  _profile_visibility: z.enum(profileVisibilities).optional(),
  visibleToPartners: z.boolean().optional(),
});
export type UpdatePrivacySettingsInput = z.infer<typeof updatePrivacySettingsSchema>;
