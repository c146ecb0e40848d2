import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  avatarLimits,
  myProfileSchema,
  profileDetailSchema,
  updateProfileSchema,
} from '@skillswap/contracts/profiles';
import { errorCodes } from '@skillswap/contracts/errors';
import { AppError } from '../../lib/errors.ts';
import { findMember, requireMember } from '../auth/index.ts';
import { avatarFileNamePattern, createDiskAvatarStorage } from './avatar-storage.ts';
import { avatarTooLarge, readShownAvatar, replaceAvatar } from './avatars.service.ts';
import { getOwnProfile, getProfileDetail, saveOwnProfile } from './profiles.service.ts';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, clock } = app.deps;
  const storage = createDiskAvatarStorage(config.UPLOAD_DIR);
  await app.register(fastifyMultipart, { limits: { fileSize: avatarLimits.maxBytes, files: 1, fields: 5 } });

  app.get(
    '/profiles/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: profileDetailSchema } } },
    async (request) => {
      const viewer = await findMember(request);
      return getProfileDetail(database.db, { id: request.params.id, viewerId: viewer?.userId ?? null });
    },
  );

  app.get('/me/profile', { schema: { response: { 200: myProfileSchema } } }, async (request) => {
    const member = await requireMember(request);
    return getOwnProfile(database.db, member.userId);
  });

  app.put(
    '/me/profile',
    { schema: { body: updateProfileSchema, response: { 200: myProfileSchema } } },
    async (request) => {
      const member = await requireMember(request);
      return saveOwnProfile(database.db, {
        memberId: member.userId,
        input: request.body,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
      });
    },
  );

  app.post('/me/avatar', async (request) => {
    const member = await requireMember(request);
    const file = request.isMultipart() ? await request.file() : undefined;
    if (!file || file.fieldname !== 'file') {
      throw new AppError(errorCodes.validation, 'Choose an image file to upload');
    }
    const upload = await file.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooLarge();
      throw error;
    });
    return replaceAvatar({ db: database.db, storage, memberId: member.userId, upload, now: clock.now() });
  });

  app.get(
    '/avatars/:file',
    { schema: { params: z.object({ file: z.string().regex(avatarFileNamePattern) }) } },
    async (request, reply) => {
      const bytes = await readShownAvatar({ db: database.db, storage, name: request.params.file });
      if (!bytes) throw new AppError(errorCodes.notFound, 'Avatar not found');
      // The name is the content's hash, so a given URL never changes: cache it for a year.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
