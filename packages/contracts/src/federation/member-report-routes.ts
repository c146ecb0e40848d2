import { route } from '../shared/route.ts';

/** Reporting a member of another exchange to their exchange (ADR 219): a member call and a node message. */
export const federationMemberReportRoutes = {
  reportRemoteMember: route('POST', '/api/federation/swap-requests/:id/report'),
  relayNodeMemberReport: route('POST', '/api/federation/node-swap-requests/:id/reports'),
};
