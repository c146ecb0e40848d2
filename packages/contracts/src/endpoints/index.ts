// Every endpoint of the API, by area. The API registers exactly these routes (a test checks the OpenAPI
// document against the routes Fastify holds); the web client finds an endpoint's types here by its route.
import type { Route } from '../routes/route.ts';
import { accountEndpoints } from './account.ts';
import { adminEndpoints } from './admin.ts';
import { adminDisputeEndpoints } from './admin-disputes.ts';
import {
  authEndpoints,
  emailVerificationEndpoints,
  factorEndpoints,
  oauthEndpoints,
  signingKeyEndpoints,
} from './auth.ts';
import { memberSessionEndpoints, recoveryCodeEndpoints } from './auth-security.ts';
import { adminReportEndpoints } from './admin-reports.ts';
import { adminAuditEndpoints } from './admin-audit.ts';
import { adminContactEndpoints } from './admin-contact.ts';
import { adminMemberEndpoints } from './admin-members.ts';
import { adminOrganisationEndpoints } from './admin-organisations.ts';
import { billingEndpoints } from './billing.ts';
import { boardEndpoints } from './board.ts';
import { communityEndpoints } from './communities.ts';
import { communityActivationEndpoints } from './community-activation.ts';
import { communityEconomyEndpoints } from './community-economy.ts';
import { communityAreaEndpoints } from './community-areas.ts';
import { memberHelperEndpoints } from './member-helpers.ts';
import { managedMemberEndpoints } from './managed-members.ts';
import { federationEndpoints } from './federation.ts';
import { federationTransferEndpoints } from './federation-transfers.ts';
import { communitySafeguardingEndpoints } from './community-safeguarding.ts';
import { communityPaperEndpoints } from './community-paper.ts';
import { impactEndpoints } from './impact.ts';
import { mapEndpoints } from './map.ts';
import { blockEndpoints } from './blocks.ts';
import { contactEndpoints } from './contact.ts';
import { credentialEndpoints } from './credentials.ts';
import { disputeEndpoints } from './disputes.ts';
import type { Endpoint } from './endpoint.ts';
import { exploreEndpoints } from './explore.ts';
import { healthEndpoints } from './health.ts';
import { insightEndpoints } from './insights.ts';
import { ledgerEndpoints } from './ledger.ts';
import { liveEndpoints } from './live.ts';
import { matchEndpoints } from './matches.ts';
import { messageEndpoints } from './messages.ts';
import { directMessageEndpoints } from './direct-messages.ts';
import { coachEndpoints } from './coach.ts';
import { metricsEndpoints } from './metrics.ts';
import { notificationEndpoints } from './notifications.ts';
import { operatorEndpoints } from './operator.ts';
import { organisationEndpoints } from './organisations.ts';
import { personalTokenEndpoints } from './personal-tokens.ts';
import { portfolioEndpoints } from './portfolio.ts';
import { privacyEndpoints } from './privacy.ts';
import { profileEndpoints } from './profiles.ts';
import { moderationEndpoints } from './moderation.ts';
import { reviewEndpoints } from './reviews.ts';
import { sessionEndpoints } from './sessions.ts';
import { siteEndpoints } from './site.ts';
import { swapLifecycleEndpoints } from './swap-lifecycle.ts';
import { swapEndpoints } from './swaps.ts';
import { workshopEndpoints } from './workshops.ts';
import { statusEndpoints } from './status.ts';
import { slaEndpoints } from './sla.ts';
import { verificationEndpoints } from './verification.ts';
import { webhookEndpoints } from './webhooks.ts';

export const endpoints = {
  auth: authEndpoints,
  emailVerification: emailVerificationEndpoints,
  factors: factorEndpoints,
  oauth: oauthEndpoints,
  credentials: credentialEndpoints,
  signingKeys: signingKeyEndpoints,
  personalTokens: personalTokenEndpoints,
  webhooks: webhookEndpoints,
  recoveryCodes: recoveryCodeEndpoints,
  memberSessions: memberSessionEndpoints,
  account: accountEndpoints,
  privacy: privacyEndpoints,
  profiles: profileEndpoints,
  explore: exploreEndpoints,
  insights: insightEndpoints,
  portfolio: portfolioEndpoints,
  verification: verificationEndpoints,
  matches: matchEndpoints,
  swaps: swapEndpoints,
  swapLifecycle: swapLifecycleEndpoints,
  board: boardEndpoints,
  communities: communityEndpoints,
  communityEconomy: communityEconomyEndpoints,
  communityActivation: communityActivationEndpoints,
  communityAreas: communityAreaEndpoints,
  memberHelpers: memberHelperEndpoints,
  managedMembers: managedMemberEndpoints,
  federation: federationEndpoints,
  federationTransfers: federationTransferEndpoints,
  communitySafeguarding: communitySafeguardingEndpoints,
  communityPaper: communityPaperEndpoints,
  impact: impactEndpoints,
  map: mapEndpoints,
  organisations: organisationEndpoints,
  messages: messageEndpoints,
  directMessages: directMessageEndpoints,
  coach: coachEndpoints,
  sessions: sessionEndpoints,
  workshops: workshopEndpoints,
  reviews: reviewEndpoints,
  blocks: blockEndpoints,
  disputes: disputeEndpoints,
  ledger: ledgerEndpoints,
  notifications: notificationEndpoints,
  billing: billingEndpoints,
  sla: slaEndpoints,
  live: liveEndpoints,
  contact: contactEndpoints,
  site: siteEndpoints,
  health: healthEndpoints,
  status: statusEndpoints,
  metrics: metricsEndpoints,
  operator: operatorEndpoints,
  admin: adminEndpoints,
  adminDisputes: adminDisputeEndpoints,
  adminReports: adminReportEndpoints,
  moderation: moderationEndpoints,
  adminMembers: adminMemberEndpoints,
  adminAudit: adminAuditEndpoints,
  adminContact: adminContactEndpoints,
  adminOrganisations: adminOrganisationEndpoints,
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
