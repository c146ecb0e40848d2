import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiTags } from '@skillswap/contracts/shared/endpoint';
import { personalTokenPrefix, tokenScopeDescriptions } from '@skillswap/contracts/personal-tokens/schemas';
import { personalTokenRateLimit, refreshCookieName } from '../auth/index.ts';
import { shareErrorSchemas, type OpenApiDocument } from './openapi-components.ts';
import { completeOperations } from './openapi-operations.ts';
import { describeWebhooks } from './openapi-webhooks.ts';

/** Where the generated document and its browsable page are served. */
export const openApiPaths = { document: '/api/openapi.json', docsPage: '/api/docs' } as const;

/** How a program calls the API for an Enterprise member (ADR 71), shown with the security scheme. */
const personalTokenHelp = [
  'A personal access token lets a program act for an Enterprise member. The member creates it in ' +
    'Settings → API, names it, picks its scopes and how long it works (30, 90 or 365 days); it is shown ' +
    'once. Send it as ' +
    `\`Authorization: Bearer ${personalTokenPrefix}…\`.`,
  'An operation accepts a token only when its security requirements list `personalAccessToken` with a ' +
    'scope, and only a token holding that scope: otherwise 401 (the endpoint takes no tokens) or 403 ' +
    '`insufficient_scope`. Sign-in, second factors, token management, account deletion, billing and operator ' +
    'endpoints never accept tokens.',
  `Scopes: ${Object.entries(tokenScopeDescriptions)
    .map(([scope, description]) => `\`${scope}\` (${description})`)
    .join('; ')}.`,
  `Each token may make ${personalTokenRateLimit.limit} requests a minute; past that, 429 ` +
    '`rate_limit_exceeded` with `Retry-After` ' +
    'in seconds. A revoked token, or one whose member left the Enterprise plan or deleted their account, ' +
    'answers 401; an expired one 401 `token_expired`, and one whose member is suspended 401 ' +
    '`account_suspended`. A password reset, signing out all other sessions and undoing an e-mail change ' +
    'revoke every token of the member.',
].join('\n\n');

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
          'validation errors. Sign in with `POST /api/auth/token` and send the access token as a bearer token.' +
          ' Every 401 carries `WWW-Authenticate: Bearer realm="skillswap"`. An address asked with a method it ' +
          'does not take answers 405 `method_not_allowed` with `Allow`; a path parameter over 100 characters ' +
          "414 `uri_too_long`. No parameter or string in a body may hold a control character (a body's may " +
          'hold tab and line breaks) or half of a surrogate pair: 400 `validation_failed`.',
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
          personalAccessToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${personalTokenPrefix}…`,
            description: personalTokenHelp,
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

  const webhooks = describeWebhooks();
  // The routes are all registered by the first request, so the document is made once.
  let document: OpenApiDocument | undefined;
  const finished = () =>
    (document ??= { ...completeOperations(shareErrorSchemas(app.swagger() as OpenApiDocument)), webhooks });
  app.get(openApiPaths.document, { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return finished();
  });

  await app.register(fastifySwaggerUi, {
    routePrefix: openApiPaths.docsPage,
    // Tags start folded: some 150 operations laid out at once took Swagger UI over 15 s on a busy 2-core
    // machine. The page's closing list of every schema is left out too (each operation still shows its own):
    // with it, the first heading took 45 s and more on a slow day in CI.
    uiConfig: {
      docExpansion: 'none',
      deepLinking: true,
      validatorUrl: null,
      defaultModelsExpandDepth: -1,
    },
    transformSpecificationClone: true,
    transformSpecification: () => finished(),
  });
}
