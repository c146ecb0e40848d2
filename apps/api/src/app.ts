import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { alreadyPrepared, type StartupState } from './lib/database/startup-state.ts';
import { refuseApiUntilPrepared } from './lib/database/startup-gate.ts';
import { handleError } from './lib/error-handler.ts';
import { refuseUndeclaredErrors } from './lib/http/undeclared-errors.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { swapRequestsRoutes } from './modules/swaps/swaps.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { authRoutes, jwksRoutes, serializeRequestForLog } from './modules/auth/index.ts';
import { exploreRoutes } from './modules/explore/explore.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { matchingRoutes } from './modules/matching/matching.routes.ts';
import { metricsRoutes, registerMetrics } from './modules/metrics/metrics.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { themeScriptCspSource } from './modules/site/theme-script.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { liveRoutes } from './modules/live/index.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { registerOpenApi } from './modules/openapi/openapi.routes.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { swapLifecycleRoutes } from './modules/swap-lifecycle/swap-lifecycle.routes.ts';
import { registerWebApp } from './modules/web/web.routes.ts';
import { toFastifyTrustProxy } from './trust-proxy-setting.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** Until the database is prepared, API routes other than health answer 503 (ADR 0051). */
  startup: StartupState;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Secrets never reach the logs, whatever route logs what. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.refresh_token',
  '*.access_token',
  '*.code',
  '*.secret',
];

export async function buildApp(
  deps: Omit<AppDeps, 'clock' | 'startup'> & { clock?: Clock; startup?: StartupState },
  observe: { onRoute?: (route: RouteOptions) => void } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      serializers: { req: serializeRequestForLog },
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  if (observe.onRoute) app.addHook('onRoute', observe.onRoute);
  app.decorate('deps', {
    ...deps,
    clock: deps.clock ?? systemClock,
    startup: deps.startup ?? alreadyPrepared,
  });
  app.addHook('onRequest', async (request) => refuseApiUntilPrepared(app.deps.startup, request.url));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  if (config.NODE_ENV === 'test') app.addHook('onSend', refuseUndeclaredErrors);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", themeScriptCspSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https://'),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  registerMetrics(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(accountRoutes);
  await app.register(contactRoutes);
  await app.register(swapRequestsRoutes);
  await app.register(privacyRoutes);
  await app.register(profilesRoutes);
  await app.register(exploreRoutes);
  await app.register(authRoutes);
  await app.register(jwksRoutes);
  await app.register(siteRoutes);
  await app.register(matchingRoutes);
  await app.register(swapLifecycleRoutes);
  await app.register(messagesRoutes);
  await app.register(ledgerRoutes);
  await app.register(reviewsRoutes);
  await app.register(notificationsRoutes);
  await app.register(operatorRoutes);
  await app.register(billingRoutes);
  await app.register(liveRoutes);
  await registerWebApp(app, config.WEB_DIST);
  return app;
}
