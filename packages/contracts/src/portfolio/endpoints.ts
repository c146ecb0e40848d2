import { z } from 'zod';
import { brandingSchema, updateBrandingSchema } from '../organisations/branding.ts';
import {
  createPortfolioItemSchema,
  portfolioImageSchema,
  portfolioItemSchema,
  portfolioSchema,
  reorderPortfolioSchema,
} from './schemas.ts';
import { portfolioRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const premium = ' A member below Premium is refused with 403 `plan_required`.';

export const portfolioEndpoints = {
  listMyPortfolio: defineEndpoint(portfolioRoutes.listMyPortfolio, {
    tag: 'Profiles',
    summary: 'List the signed-in member’s portfolio items, in their order (Premium and up)',
    description: `Up to 12 items.${premium}`,
    access: 'member',
    planFeature: 'portfolio',
    tokenScope: 'profile:read',
    responses: { 200: portfolioSchema },
  }),
  uploadPortfolioImage: defineEndpoint(portfolioRoutes.uploadPortfolioImage, {
    tag: 'Profiles',
    summary: 'Upload the image of a new portfolio item (Premium and up)',
    description:
      'A JPEG, PNG or WebP image of up to 5 MB in the multipart field `file`, fitted inside 1200×900 as WebP. ' +
      `Answers the \`imageId\` to create the item with; anything else than an image answers 415.${premium}`,
    access: 'member',
    planFeature: 'portfolio',
    bodyType: 'multipart',
    responses: { 201: portfolioImageSchema },
  }),
  createPortfolioItem: defineEndpoint(portfolioRoutes.createPortfolioItem, {
    tag: 'Profiles',
    summary: 'Add an item to the end of the portfolio (Premium and up)',
    description: `A 13th item answers 409; an unknown \`imageId\` answers 422.${premium}`,
    access: 'member',
    planFeature: 'portfolio',
    body: createPortfolioItemSchema,
    responses: { 201: z.object({ data: portfolioItemSchema }) },
    errors: { 409: ['conflict'], 422: ['validation_failed'] },
  }),
  reorderPortfolio: defineEndpoint(portfolioRoutes.reorderPortfolio, {
    tag: 'Profiles',
    summary: 'Put the portfolio items in a new order (Premium and up)',
    description: `\`ids\` must list every item once; otherwise 422.${premium}`,
    access: 'member',
    planFeature: 'portfolio',
    body: reorderPortfolioSchema,
    responses: { 200: portfolioSchema },
    errors: { 422: ['validation_failed'] },
  }),
  deletePortfolioItem: defineEndpoint(portfolioRoutes.deletePortfolioItem, {
    tag: 'Profiles',
    summary: 'Remove an item from the portfolio (Premium and up)',
    description: premium.trim(),
    access: 'member',
    planFeature: 'portfolio',
    params: z.object({ id: z.uuid('Item not found') }),
    responses: { 204: null },
    errors: { 404: ['not_found'] },
  }),
  listProfilePortfolio: defineEndpoint(portfolioRoutes.listProfilePortfolio, {
    tag: 'Profiles',
    summary: 'List the portfolio a member shows on their public profile',
    description:
      'Empty while the member’s plan is below Premium: the items are kept, hidden, until the plan returns. ' +
      'A profile the caller may not see answers 404.',
    access: 'optional',
    tokenScope: 'profile:read',
    params: z.object({ id: z.string() }),
    responses: { 200: portfolioSchema },
    errors: { 404: ['not_found'] },
  }),
  getMyBranding: defineEndpoint(portfolioRoutes.getMyBranding, {
    tag: 'Profiles',
    summary: 'Read the accent colour and cover image of the signed-in member’s profile (Premium and up)',
    description: premium.trim(),
    access: 'member',
    planFeature: 'custom-branding',
    tokenScope: 'profile:read',
    responses: { 200: brandingSchema },
  }),
  uploadBrandingCover: defineEndpoint(portfolioRoutes.uploadBrandingCover, {
    tag: 'Profiles',
    summary: 'Upload a cover image for the public profile (Premium and up)',
    description:
      'A JPEG, PNG or WebP image of up to 5 MB in the multipart field `file`, cropped to 1500×500 as WebP. ' +
      `Answers the \`imageId\` to save as \`coverId\`; anything else than an image answers 415.${premium}`,
    access: 'member',
    planFeature: 'custom-branding',
    bodyType: 'multipart',
    responses: { 201: portfolioImageSchema },
  }),
  updateBranding: defineEndpoint(portfolioRoutes.updateBranding, {
    tag: 'Profiles',
    summary: 'Set the accent colour and cover image of the public profile (Premium and up)',
    description:
      'The accent is a key of the palette (each keeps WCAG AA contrast in both themes) or null; `coverId` an ' +
      `uploaded image or null. An unknown \`coverId\` answers 422.${premium}`,
    access: 'member',
    planFeature: 'custom-branding',
    body: updateBrandingSchema,
    responses: { 200: brandingSchema },
    errors: { 422: ['validation_failed'] },
  }),
  getProfileBranding: defineEndpoint(portfolioRoutes.getProfileBranding, {
    tag: 'Profiles',
    summary: 'Read the accent colour and cover image a member’s public profile shows',
    description:
      'Both null while the member’s plan is below Premium: the branding is kept, hidden, until the plan ' +
      'returns. A profile the caller may not see answers 404.',
    access: 'optional',
    tokenScope: 'profile:read',
    params: z.object({ id: z.string() }),
    responses: { 200: brandingSchema },
    errors: { 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof portfolioRoutes, Endpoint>;
