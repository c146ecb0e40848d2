import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organisationEndpoints } from '@skillswap/contracts/organisations/endpoints';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { avatarLimits } from '@skillswap/contracts/profiles/schemas';
import { AppError } from '../../lib/errors.ts';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import {
  assertCanBrand,
  getOrganisationBranding,
  updateOrganisationBranding,
} from './organisation-branding.service.ts';

export interface OrganisationsRoutesOptions {
  /**
   * Stores a logo through the avatars' image pipeline (content sniffed by sharp, 5 MB, WebP, stored by its
   * hash) and answers its hash and address; profiles sits above communities, so the composing code hands it
   * in (ADR 128).
   */
  storeLogo: (upload: Buffer, now: Date) => Promise<{ hash: string; url: string }>;
}

const logoTooLarge = () =>
  new AppError(errorCodes.payloadTooLarge, 'organisations.theLogoMustBe', { status: 413 });

/** White-label (ADR 140): an organisation's name, logo and accent colour, set by its admins. */
export const organisationBrandingRoutes: FastifyPluginAsyncZod<OrganisationsRoutesOptions> = async (
  app,
  options,
) => {
  const { database, clock } = app.deps;
  const { db } = database;
  await app.register(fastifyMultipart, { limits: { fileSize: avatarLimits.maxBytes, files: 1, fields: 5 } });

  app.route({
    ...endpointRoute(organisationEndpoints.getOrganisationBranding),
    handler: async (request) => ({
      data: await getOrganisationBranding(db, {
        adminId: getMember(request).userId,
        slug: request.params.slug,
      }),
    }),
  });

  app.route({
    ...endpointRoute(organisationEndpoints.updateOrganisationBranding),
    handler: async (request) => ({
      data: await updateOrganisationBranding(db, {
        adminId: getMember(request).userId,
        slug: request.params.slug,
        input: request.body,
        audit: auditOf(request),
      }),
    }),
  });

  // The logo goes through the avatars' image pipeline (content sniffed by sharp, 5 MB, WebP, stored by hash);
  // the caller's standing is checked before the upload is read.
  app.route({
    ...endpointRoute(organisationEndpoints.uploadOrganisationLogo),
    handler: async (request, reply) => {
      await assertCanBrand(db, { adminId: getMember(request).userId, slug: request.params.slug });
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file || file.fieldname !== 'file') {
        throw new AppError(errorCodes.validation, 'common.chooseAnImageFile');
      }
      const upload = await file.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw logoTooLarge();
        throw error;
      });
      const image = await options.storeLogo(upload, clock.now());
      return reply.status(201).send({ imageId: image.hash, imageUrl: image.url });
    },
  });
};
