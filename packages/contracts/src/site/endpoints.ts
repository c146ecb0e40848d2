import { siteRoutes } from './routes.ts';
import { publicConfigSchema } from './schemas.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const siteEndpoints = {
  getPublicConfig: defineEndpoint(siteRoutes.getPublicConfig, {
    tag: 'Site',
    summary: 'Read the deployment’s public settings (the support address)',
    access: 'public',
    responses: { 200: publicConfigSchema },
  }),
} satisfies Record<keyof typeof siteRoutes, Endpoint>;
