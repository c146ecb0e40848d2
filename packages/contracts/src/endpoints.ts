// Every endpoint of the API, by area. The API registers exactly these routes (a test checks the OpenAPI
// document against the routes Fastify holds); the web client finds an endpoint's types here by its route.
import type { Route } from './shared/route.ts';
import { accountEndpoints } from './account/endpoints.ts';
import { adminEndpoints } from './admin/endpoints.ts';
import { adminDisputeEndpoints } from './admin-disputes/endpoints.ts';
import {
  authEndpoints,
  emailVerificationEndpoints,
  factorEndpoints,
  oauthEndpoints,
  signingKeyEndpoints,
} from './auth/endpoints.ts';
import { memberSessionEndpoints, recoveryCodeEndpoints } from './auth-security/endpoints.ts';
import { adminReportEndpoints } from './admin-reports/endpoints.ts';
import { adminAuditEndpoints } from './admin-audit/endpoints.ts';
import { adminContactEndpoints } from './admin-contact/endpoints.ts';
import { adminMemberEndpoints } from './admin-members/endpoints.ts';
import { adminOrganisationEndpoints } from './admin-organisations/endpoints.ts';
import { billingEndpoints } from './billing/endpoints.ts';
import { boardEndpoints } from './board/endpoints.ts';
import { communityEndpoints } from './communities/endpoints.ts';
import { communityActivationEndpoints } from './community-activation/endpoints.ts';
import { communityEconomyEndpoints } from './community-economy/endpoints.ts';
import { communityAreaEndpoints } from './community-areas/endpoints.ts';
import { memberHelperEndpoints } from './member-helpers/endpoints.ts';
import { managedMemberEndpoints } from './managed-members/endpoints.ts';
import { federationEndpoints } from './federation/endpoints.ts';
import { federationTransferEndpoints } from './federation/transfer-endpoints.ts';
import { federationMemberBlockEndpoints } from './federation/member-block-endpoints.ts';
import { federationMemberReportEndpoints } from './federation/member-report-endpoints.ts';
import { federationSwapMessageEndpoints } from './federation/swap-message-endpoints.ts';
import { communitySafeguardingEndpoints } from './community-safeguarding/endpoints.ts';
import { communityPaperEndpoints } from './community-paper/endpoints.ts';
import { impactEndpoints } from './impact/endpoints.ts';
import { mapEndpoints } from './map/endpoints.ts';
import { blockEndpoints } from './blocks/endpoints.ts';
import { contactEndpoints } from './contact/endpoints.ts';
import { credentialEndpoints } from './credentials/endpoints.ts';
import { disputeEndpoints } from './swap-lifecycle/dispute-endpoints.ts';
import type { Endpoint } from './shared/endpoint.ts';
import { exploreEndpoints } from './explore/endpoints.ts';
import { healthEndpoints } from './health/endpoints.ts';
import { insightEndpoints } from './insights/endpoints.ts';
import { ledgerEndpoints } from './ledger/endpoints.ts';
import { liveEndpoints } from './live/endpoints.ts';
import { matchEndpoints } from './matches/endpoints.ts';
import { messageEndpoints } from './messages/endpoints.ts';
import { directMessageEndpoints } from './direct-messages/endpoints.ts';
import { coachEndpoints } from './coach/endpoints.ts';
import { metricsEndpoints } from './metrics/endpoints.ts';
import { notificationEndpoints } from './notifications/endpoints.ts';
import { operatorEndpoints } from './operator/endpoints.ts';
import { organisationEndpoints } from './organisations/endpoints.ts';
import { personalTokenEndpoints } from './personal-tokens/endpoints.ts';
import { portfolioEndpoints } from './portfolio/endpoints.ts';
import { privacyEndpoints } from './privacy/endpoints.ts';
import { profileEndpoints } from './profiles/endpoints.ts';
import { moderationEndpoints } from './moderation/endpoints.ts';
import { reviewEndpoints } from './reviews/endpoints.ts';
import { sessionEndpoints } from './sessions/endpoints.ts';
import { siteEndpoints } from './site/endpoints.ts';
import { swapLifecycleEndpoints } from './swap-lifecycle/endpoints.ts';
import { swapEndpoints } from './swaps/endpoints.ts';
import { workshopEndpoints } from './workshops/endpoints.ts';
import { statusEndpoints } from './status/endpoints.ts';
import { slaEndpoints } from './sla/endpoints.ts';
import { verificationEndpoints } from './verification/endpoints.ts';
import { webhookEndpoints } from './webhooks/endpoints.ts';

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
  federationSwapMessages: federationSwapMessageEndpoints,
  federationMemberBlocks: federationMemberBlockEndpoints,
  federationMemberReports: federationMemberReportEndpoints,
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
