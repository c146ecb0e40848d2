import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portfolioEndpoints } from '@skillswap/contracts/portfolio/endpoints';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { avatarLimits } from '@skillswap/contracts/profiles/schemas';
import { AppError } from '../../lib/errors.ts';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember, getViewer } from '../../lib/http/request-caller.ts';
import { avatarTooLarge, createDatabaseAvatarStorage, storePortfolioImage } from '../profiles/index.ts';
import { getMyBranding, getProfileBranding, updateBranding } from './branding.service.ts';
import {
  createPortfolioItem,
  listMyPortfolio,
  listProfilePortfolio,
  removePortfolioItem,
  reorderPortfolio,
} from './portfolio.service.ts';

/**
 * The portfolio showcase (ADR 107) and the profile's branding (ADR 113), Premium and up, and what a public
 * profile shows of them.
 */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const storage = createDatabaseAvatarStorage(db);
  await app.register(fastifyMultipart, { limits: { fileSize: avatarLimits.maxBytes, files: 1, fields: 5 } });

  app.route({
    ...endpointRoute(portfolioEndpoints.listMyPortfolio),
    handler: async (request) => listMyPortfolio(db, getMember(request).userId),
  });

  /** Reads the one image of a multipart upload through the portfolio's image pipeline (ADR 107, 113). */
  const storeUpload =
    (shape: 'portfolio' | 'cover') => async (request: FastifyRequest, reply: FastifyReply) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file || file.fieldname !== 'file') {
        throw new AppError(errorCodes.validation, 'common.chooseAnImageFile');
      }
      const upload = await file.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooLarge();
        throw error;
      });
      const image = await storePortfolioImage({ storage, upload, now: clock.now(), shape });
      return reply.status(201).send({ imageId: image.hash, imageUrl: image.url });
    };

  app.route({
    ...endpointRoute(portfolioEndpoints.uploadPortfolioImage),
    handler: storeUpload('portfolio'),
  });

  app.route({
    ...endpointRoute(portfolioEndpoints.createPortfolioItem),
    handler: async (request, reply) => {
      const item = await createPortfolioItem(db, getMember(request).userId, request.body, clock.now());
      return reply.status(201).send({ data: item });
    },
  });

  app.route({
    ...endpointRoute(portfolioEndpoints.reorderPortfolio),
    handler: async (request) => reorderPortfolio(db, getMember(request).userId, request.body.ids),
  });

  app.route({
    ...endpointRoute(portfolioEndpoints.deletePortfolioItem),
    handler: async (request, reply) => {
      await removePortfolioItem(db, getMember(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(portfolioEndpoints.listProfilePortfolio),
    handler: async (request) =>
      listProfilePortfolio(db, request.params.id, getViewer(request)?.userId ?? null),
  });

  app.route({
    ...endpointRoute(portfolioEndpoints.getMyBranding),
    handler: async (request) => getMyBranding(db, getMember(request).userId),
  });

  app.route({
    ...endpointRoute(portfolioEndpoints.uploadBrandingCover),
    handler: storeUpload('cover'),
  });

  app.route({
    ...endpointRoute(portfolioEndpoints.updateBranding),
    handler: async (request) => updateBranding(db, getMember(request).userId, request.body, clock.now()),
  });

  app.route({
    ...endpointRoute(portfolioEndpoints.getProfileBranding),
    handler: async (request) => getProfileBranding(db, request.params.id, getViewer(request)?.userId ?? null),
  });
};
