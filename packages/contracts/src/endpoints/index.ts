// Every endpoint of the API, by area. The API registers exactly these routes (a test checks the OpenAPI
// document against the routes Fastify holds); the web client finds an endpoint's types here by its route.
import type { Route } from '../routes/route.ts';
import { accountEndpoints } from './account.ts';
import { adminEndpoints } from './admin.ts';
import { adminAuditEndpoints } from './admin-audit.ts';
import { adminMemberEndpoints } from './admin-members.ts';
import { authEndpoints, factorEndpoints, oauthEndpoints, signingKeyEndpoints } from './auth.ts';
import { billingEndpoints } from './billing.ts';
import { contactEndpoints } from './contact.ts';
import type { Endpoint } from './endpoint.ts';
import { exploreEndpoints } from './explore.ts';
import { healthEndpoints } from './health.ts';
import { ledgerEndpoints } from './ledger.ts';
import { liveEndpoints } from './live.ts';
import { matchingEndpoints } from './matching.ts';
import { messageEndpoints } from './messages.ts';
import { metricsEndpoints } from './metrics.ts';
import { notificationEndpoints } from './notifications.ts';
import { operatorEndpoints } from './operator.ts';
import { privacyEndpoints } from './privacy.ts';
import { profileEndpoints } from './profiles.ts';
import { reviewEndpoints } from './reviews.ts';
import { siteEndpoints } from './site.ts';
import { swapLifecycleEndpoints } from './swap-lifecycle.ts';
import { swapEndpoints } from './swaps.ts';

export const endpoints = {
  auth: authEndpoints,
  factors: factorEndpoints,
  oauth: oauthEndpoints,
  signingKeys: signingKeyEndpoints,
  account: accountEndpoints,
  privacy: privacyEndpoints,
  profiles: profileEndpoints,
  explore: exploreEndpoints,
  matching: matchingEndpoints,
  swaps: swapEndpoints,
  swapLifecycle: swapLifecycleEndpoints,
  messages: messageEndpoints,
  reviews: reviewEndpoints,
  ledger: ledgerEndpoints,
  notifications: notificationEndpoints,
  billing: billingEndpoints,
  live: liveEndpoints,
  contact: contactEndpoints,
  site: siteEndpoints,
  health: healthEndpoints,
  metrics: metricsEndpoints,
  operator: operatorEndpoints,
  admin: adminEndpoints,
  adminMembers: adminMemberEndpoints,
  adminAudit: adminAuditEndpoints,
};

type Areas = typeof endpoints;
/** Any one endpoint definition. */
export type AnyEndpoint = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];
/** The definition registered at a route. */
export type EndpointAt<R extends Route> = Extract<AnyEndpoint, { method: R['method']; path: R['path'] }>;

/** All definitions as a list, for the registration check and the docs. */
export const allEndpoints: Endpoint[] = Object.values<Record<string, Endpoint>>(endpoints).flatMap((area) =>
  Object.values(area),
);
