import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiTags } from '@skillswap/contracts/endpoints/endpoint';
import { refreshCookieName } from '../auth/index.ts';

/** Where the generated document and its browsable page are served. */
export const openApiPaths = { document: '/api/openapi.json', docsPage: '/api/docs' } as const;

/**
 * The OpenAPI 3.1 document, generated from the contract definitions every route is registered from
 * (`lib/http/endpoint-route.ts`), and a docs page to browse it. Must be registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SkillSwap API',
        version: '1',
        description:
          'Trade skills, not money. JSON over HTTP; errors are `{ code, message }` with field `issues` on ' +
          'validation errors. Sign in with `POST /api/auth/token` and send the access token as a bearer token.',
      },
      servers: [{ url: app.deps.config.PUBLIC_URL }],
      tags: apiTags.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          refreshCookie: { type: 'apiKey', in: 'cookie', name: refreshCookieName },
          operatorToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token in the data folder’s skillswap.lock file, from this machine only',
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'METRICS_TOKEN, for a Prometheus scraper',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get(openApiPaths.document, { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return app.swagger();
  });

  await app.register(fastifySwaggerUi, {
    routePrefix: openApiPaths.docsPage,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    transformSpecificationClone: true,
  });
}
