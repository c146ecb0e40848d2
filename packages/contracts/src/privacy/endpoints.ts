import { privacySettingsSchema, updatePrivacySettingsSchema } from './schemas.ts';
import { privacyRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const privacyEndpoints = {
  getPrivacySettings: defineEndpoint(privacyRoutes.getPrivacySettings, {
    tag: 'Account',
    summary: 'Read the signed-in member’s privacy settings',
    access: 'member',
    responses: { 200: privacySettingsSchema },
    errors: { 404: ['not_found'] },
  }),
  updatePrivacySettings: defineEndpoint(privacyRoutes.updatePrivacySettings, {
    tag: 'Account',
    summary: 'Change the signed-in member’s privacy settings',
    description: 'Only the fields given change; the answer is the settings as now stored.',
    access: 'member',
    body: updatePrivacySettingsSchema,
    responses: { 200: privacySettingsSchema },
    errors: { 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof privacyRoutes, Endpoint>;
