import { z } from 'zod';
import {
  avatarFileNamePattern,
  avatarUploadedSchema,
  myProfileSchema,
  profileDetailSchema,
  updateProfileSchema,
} from './schemas.ts';
import { profileRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const profileEndpoints = {
  getProfile: defineEndpoint(profileRoutes.getProfile, {
    tag: 'Profiles',
    summary: 'Read a member’s public profile',
    description:
      'Private and deleted profiles answer 404 like unknown ids (a private one is shown to its owner). The ' +
      'e-mail address is shown to signed-in members only, and only when the member chose to show it.',
    access: 'optional',
    tokenScope: 'profile:read',
    params: z.object({ id: z.string() }),
    responses: { 200: profileDetailSchema },
    errors: { 404: ['not_found'] },
  }),
  getMyProfile: defineEndpoint(profileRoutes.getMyProfile, {
    tag: 'Profiles',
    summary: 'Read the signed-in member’s own profile',
    access: 'member',
    tokenScope: 'profile:read',
    responses: { 200: myProfileSchema },
    errors: { 404: ['not_found'] },
  }),
  updateMyProfile: defineEndpoint(profileRoutes.updateMyProfile, {
    tag: 'Profiles',
    summary: 'Save the signed-in member’s profile',
    description: 'A first complete profile earns the starter SkillCoin.',
    access: 'member',
    body: updateProfileSchema,
    responses: { 200: myProfileSchema },
    errors: { 404: ['not_found'] },
  }),
  uploadAvatar: defineEndpoint(profileRoutes.uploadAvatar, {
    tag: 'Profiles',
    summary: 'Upload a new avatar',
    description:
      'A JPEG, PNG or WebP image of up to 5 MB in the multipart field `file`, cropped to a 256×256 WebP. ' +
      'Anything else answers 415; no file answers 400.',
    access: 'member',
    bodyType: 'multipart',
    responses: { 200: avatarUploadedSchema },
  }),
  getAvatar: defineEndpoint(profileRoutes.getAvatar, {
    tag: 'Profiles',
    summary: 'Download an avatar image',
    description:
      'The file name is the SHA-256 of the image, so the answer never changes: it may be cached for a year, ' +
      'its ETag is the hash, and `If-None-Match` with it answers 304. Only avatars a live profile shows are ' +
      'served.',
    access: 'public',
    params: z.object({ file: z.string().regex(avatarFileNamePattern, 'profiles.validation.avatarFileName') }),
    produces: 'image/webp',
    responses: { 200: z.string().meta({ format: 'binary' }), 304: null },
    errors: { 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof profileRoutes, Endpoint>;
