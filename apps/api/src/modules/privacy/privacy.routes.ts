import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacySettingsSchema, updatePrivacySettingsSchema } from '@skillswap/contracts/privacy';
import { requireMember } from '../auth/index.ts';
import { getPrivacySettings, savePrivacySettings } from './privacy.service.ts';

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;

  app.get('/me/privacy', { schema: { response: { 200: privacySettingsSchema } } }, async (request) => {
    const member = await requireMember(request);
    return getPrivacySettings(database.db, member.userId);
  });

  app.post(
    '/rpc/update_privacy_settings',
    { schema: { body: updatePrivacySettingsSchema, response: { 200: privacySettingsSchema } } },
    async (request) => {
      const member = await requireMember(request);
      return savePrivacySettings(database.db, {
        memberId: member.userId,
        input: request.body,
        now: clock.now(),
      });
    },
  );
};
