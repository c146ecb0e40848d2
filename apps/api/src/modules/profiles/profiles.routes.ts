import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileEndpoints } from '@skillswap/contracts/profiles/endpoints';
import { avatarFileNamePattern, avatarLimits } from '@skillswap/contracts/profiles/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { isDatabaseUnavailable } from '../../lib/database/database-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getViewer } from '../../lib/http/request-caller.ts';
import { announceStrongMatches } from '../matches/index.ts';
import { profileActivityOf } from '../insights/index.ts';
import { createDatabaseAvatarStorage } from './avatar-storage.repository.ts';
import { avatarTooLarge, readShownAvatar, replaceAvatar, isShownAvatar } from './avatars.service.ts';
import { getOwnProfile, getProfileDetail, saveOwnProfile } from './profiles.service.ts';

/** A URL's bytes never change (its name is their hash), so a browser may keep them for a year unasked. */
const immutableCaching = 'public, max-age=31536000, immutable';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, clock } = app.deps;
  const storage = createDatabaseAvatarStorage(database.db);
  await app.register(fastifyMultipart, { limits: { fileSize: avatarLimits.maxBytes, files: 1, fields: 5 } });

  app.route({
    ...endpointRoute(profileEndpoints.getProfile),
    handler: async (request) => {
      const viewerId = getViewer(request)?.userId ?? null;
      const profile = await getProfileDetail(database.db, { id: request.params.id, viewerId });
      // A view of a profile someone else opened, counted for its owner's analytics dashboard (ADR 106).
      profileActivityOf(app).record('profileViews', [request.params.id], viewerId);
      return profile;
    },
  });

  app.route({
    ...endpointRoute(profileEndpoints.getMyProfile),
    handler: async (request) => {
      const member = getMember(request);
      return getOwnProfile(database.db, member.userId);
    },
  });

  app.route({
    ...endpointRoute(profileEndpoints.updateMyProfile),
    handler: async (request) => {
      const member = getMember(request);
      const saved = await saveOwnProfile(database.db, {
        memberId: member.userId,
        input: request.body,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
      });
      // Priority matching (ADR 115): Premium members hear of a new strong match at once. The profile is saved
      // whatever happens here; a failure is logged and the weekly digest still carries the match. A database
      // that went away after the save is an outage the readiness probe reports, so it is a warning here.
      await announceStrongMatches(
        { db: database.db, now: clock.now(), publicUrl: config.PUBLIC_URL },
        member.userId,
      ).catch((error: unknown) => {
        const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
        request.log[level]({ err: error }, 'Strong-match alerts failed');
      });
      return saved;
    },
  });

  app.route({
    ...endpointRoute(profileEndpoints.uploadAvatar),
    handler: async (request) => {
      const member = getMember(request);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file || file.fieldname !== 'file') {
        throw new AppError(errorCodes.validation, 'common.chooseAnImageFile');
      }
      const upload = await file.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooLarge();
        throw error;
      });
      return replaceAvatar({ db: database.db, storage, memberId: member.userId, upload, now: clock.now() });
    },
  });

  app.route({
    ...endpointRoute(profileEndpoints.getAvatar),
    handler: async (request, reply) => {
      const hash = avatarFileNamePattern.exec(request.params.file)![1]!;
      const etag = `"${hash}"`;
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        // The hash names the bytes, so only whether the avatar is still shown needs asking.
        if (!(await isShownAvatar(database.db, hash))) throw avatarNotFound();
        return reply.status(304).header('etag', etag).header('cache-control', immutableCaching).send(null);
      }
      const avatar = await readShownAvatar({ db: database.db, storage, hash });
      if (!avatar) throw avatarNotFound();
      return reply
        .header('content-type', avatar.contentType)
        .header('etag', etag)
        .header('cache-control', immutableCaching)
        .send(avatar.bytes);
    },
  });
};

const avatarNotFound = () => new AppError(errorCodes.notFound, 'profiles.avatarNotFound');

/** Whether an If-None-Match header names this entity tag (weak or strong, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
