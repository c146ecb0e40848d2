import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { alreadyPrepared, type StartupState } from './lib/database/startup-state.ts';
import { refuseApiUntilPrepared } from './lib/database/startup-gate.ts';
import { handleError } from './lib/error-handler.ts';
import { serializeErrorForLog } from './lib/error-log.ts';
import { createAllowedMethods } from './lib/http/allowed-methods.ts';
import { challengeUnauthenticated } from './lib/http/authenticate-challenge.ts';
import { requireEndpointDefinition } from './lib/http/endpoint-route.ts';
import { answerFrameworkError, longestPathParameter } from './lib/http/framework-errors.ts';
import { refuseUnreadableText } from './lib/http/text-input.ts';
import { refuseUndeclaredErrors } from './lib/http/undeclared-errors.ts';
import { devMailboxRoutes } from './lib/mail/dev-mailbox.ts';
import { accountRoutes, emailVerificationRoutes } from './modules/account/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { consoleRoutes } from './modules/console/index.ts';
import { moderationRoutes } from './modules/moderation/index.ts';
import { contactInboxRoutes, contactRoutes } from './modules/contact/index.ts';
import { swapRequestsRoutes } from './modules/swaps/index.ts';
import { boardRoutes } from './modules/board/index.ts';
import { communitiesRoutes } from './modules/communities/index.ts';
import { organisationsRoutes } from './modules/organisations/index.ts';
import { communityEconomyRoutes } from './modules/community-economy/index.ts';
import { communityActivationRoutes } from './modules/community-activation/index.ts';
import { impactRoutes } from './modules/impact/index.ts';
import { mapRoutes } from './modules/map/index.ts';
import { communityAreasRoutes } from './modules/community-areas/index.ts';
import { helperActionRecorder, memberHelpersRoutes } from './modules/member-helpers/index.ts';
import { managedMembersRoutes } from './modules/managed-members/index.ts';
import {
  federationDirectoryRoutes,
  federationReconciliationRoutes,
  federationRoutes,
  federationTransferRoutes,
  federationSwapRequestRoutes,
  federationMemberBlockRoutes,
  federationMemberReportRoutes,
} from './modules/federation/index.ts';
import { communitySafeguardingRoutes } from './modules/community-safeguarding/index.ts';
import { communityPaperRoutes } from './modules/community-paper/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import {
  createDatabaseAvatarStorage,
  createMemberProfile,
  profilesRoutes,
  storePortfolioImage,
} from './modules/profiles/index.ts';
import {
  authRoutes,
  enforceEndpointAccess,
  jwksRoutes,
  serializeRequestForLog,
} from './modules/auth/index.ts';
import { exploreRoutes } from './modules/explore/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { matchesRoutes } from './modules/matches/index.ts';
import { insightsRoutes } from './modules/insights/index.ts';
import { portfolioRoutes } from './modules/portfolio/index.ts';
import { verificationRoutes } from './modules/verification/index.ts';
import { metricsRoutes, registerMetrics } from './modules/metrics/index.ts';
import { siteRoutes, themeScriptCspSource } from './modules/site/index.ts';
import { ledgerRoutes } from './modules/ledger/index.ts';
import { liveRoutes } from './modules/live/index.ts';
import { messagesRoutes } from './modules/messages/index.ts';
import { directMessagesRoutes } from './modules/direct-messages/index.ts';
import { coachRoutes } from './modules/coach/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { openApiPaths, registerOpenApi } from './modules/openapi/index.ts';
import { operatorRoutes } from './modules/operator/index.ts';
import { isOperatorCommandName } from './cli/operator-command-registry.ts';
import { runOperatorCommand } from './cli/run-cli.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { memberBlocksRoutes } from './modules/member-blocks/index.ts';
import { sessionsRoutes } from './modules/sessions/index.ts';
import {
  adminDisputesRoutes,
  cancelOpenSwapsOfMember,
  swapLifecycleRoutes,
} from './modules/swap-lifecycle/index.ts';
import { workshopsRoutes } from './modules/workshops/index.ts';
import { webhooksRoutes } from './modules/webhooks/index.ts';
import { statusRoutes } from './modules/status/index.ts';
import { registerWebApp } from './modules/web/index.ts';
import { toFastifyTrustProxy } from './trust-proxy-setting.ts';

// Kept until modules/auth/auth-runtime.ts (being split on another branch) imports app-deps.ts itself; nothing
// else may import app.ts for this type (ADR 0059).

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
  observe: { onRoute?: (route: RouteOptions) => void; pluginTimeoutMs?: number } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // Fastify's 10 s unless a caller says otherwise (the test app, on a machine busy with other work).
    pluginTimeout: observe.pluginTimeoutMs ?? 10_000,
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      // A failed query's values (tokens, addresses) never reach the log.
      serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
      // Node writes to stdout synchronously on Linux when it is a file or a pipe, so every line is out, in
      // order, before the next statement. Pino's default asynchronous writer let `process.exit` at the end of
      // a shutdown write its queued lines while an earlier one was still in the thread pool: under load the
      // log read "background jobs ended" after "database ended", or lost the line.
      stream: process.stdout,
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: longestPathParameter },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  if (observe.onRoute) app.addHook('onRoute', observe.onRoute);
  app.addHook('onRoute', requireEndpointDefinition([openApiPaths.document, openApiPaths.docsPage]));
  const allowedMethods = createAllowedMethods();
  app.addHook('onRoute', allowedMethods.remember);
  app.decorate('deps', {
    ...deps,
    clock: deps.clock ?? systemClock,
    startup: deps.startup ?? alreadyPrepared,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onSend', challengeUnauthenticated);
  // A helper's write for a member is written down before the helper hears it worked (ADR 179).
  app.addHook('onSend', helperActionRecorder(app));
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
  // After Helmet's hook, so that a refusal carries the security headers too.
  app.addHook('onRequest', async (request) => refuseApiUntilPrepared(app.deps.startup, request.url));
  // A known API address asked with a method it does not take: 405 with Allow, not the router's 404.
  app.addHook('onRequest', allowedMethods.refuseOtherMethods);
  // Who may call each endpoint, from its definition, before the body is read (ADR 77).
  app.addHook('onRequest', enforceEndpointAccess);
  // No handler, schema, query or audit record ever meets a NUL, a control character or half a surrogate pair.
  app.addHook('preValidation', refuseUnreadableText);
  registerMetrics(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(accountRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(contactRoutes);
  await app.register(swapRequestsRoutes);
  await app.register(privacyRoutes);
  await app.register(profilesRoutes);
  await app.register(exploreRoutes);
  await app.register(insightsRoutes);
  await app.register(portfolioRoutes);
  await app.register(verificationRoutes);
  // Auth creates accounts, profiles the profile row; profiles uses auth, so the function is handed
  // in (ADR 128).
  await app.register(authRoutes, { createProfile: createMemberProfile });
  await app.register(jwksRoutes);
  await app.register(siteRoutes);
  await app.register(matchesRoutes);
  await app.register(swapLifecycleRoutes);
  await app.register(boardRoutes);
  // Leaving an organisation cancels swaps inside it; the swap lifecycle uses communities, so it is handed in.
  await app.register(communitiesRoutes, { cancelSwapsWithin: cancelOpenSwapsOfMember });
  await app.register(communityEconomyRoutes);
  await app.register(communityActivationRoutes);
  await app.register(impactRoutes);
  await app.register(mapRoutes);
  await app.register(communityAreasRoutes);
  await app.register(memberHelpersRoutes);
  await app.register(managedMembersRoutes);
  await app.register(federationRoutes);
  await app.register(federationDirectoryRoutes);
  await app.register(federationTransferRoutes);
  await app.register(federationSwapRequestRoutes);
  await app.register(federationMemberBlockRoutes);
  await app.register(federationMemberReportRoutes);
  await app.register(federationReconciliationRoutes);
  await app.register(communitySafeguardingRoutes);
  await app.register(communityPaperRoutes);
  // An organisation's logo goes through profiles' image pipeline, which sits above communities
  // (ADR 128, 140).
  await app.register(organisationsRoutes, {
    storeLogo: (upload, now) =>
      storePortfolioImage({
        storage: createDatabaseAvatarStorage(app.deps.database.db),
        upload,
        now,
        shape: 'logo',
      }),
  });
  await app.register(messagesRoutes);
  await app.register(directMessagesRoutes);
  await app.register(coachRoutes);
  await app.register(sessionsRoutes);
  await app.register(workshopsRoutes);
  await app.register(webhooksRoutes);
  await app.register(statusRoutes);
  await app.register(ledgerRoutes);
  await app.register(reviewsRoutes);
  await app.register(memberBlocksRoutes);
  await app.register(adminDisputesRoutes);
  await app.register(notificationsRoutes);
  await app.register(operatorRoutes, {
    runCommand: async (command, args, context) =>
      isOperatorCommandName(command) ? runOperatorCommand(command, args, context) : null,
  });
  await app.register(billingRoutes);
  await app.register(liveRoutes);
  await app.register(consoleRoutes);
  await app.register(contactInboxRoutes);
  await app.register(moderationRoutes);
  await app.register(devMailboxRoutes);
  await registerWebApp(app, config.WEB_DIST, config.PUBLIC_URL);
  return app;
}
