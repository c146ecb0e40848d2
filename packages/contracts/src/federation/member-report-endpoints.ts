import { z } from 'zod';
import { myReportSchema, reportReasonSchema } from '../moderation/schemas.ts';
import { nodeMessageErrors } from './endpoints.ts';
import { nodeMemberReportAnswerSchema, nodeMemberReportSchema } from './member-report-schemas.ts';
import { federationMemberReportRoutes } from './member-report-routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const swapRequestParams = z.object({ id: z.uuid('Swap request not found') });

/** Reporting a member of another exchange to their exchange (ADR 219). */
export const federationMemberReportEndpoints = {
  reportRemoteMember: defineEndpoint(federationMemberReportRoutes.reportRemoteMember, {
    tag: 'Safety',
    access: 'member',
    summary: 'Report the other member of a swap request across exchanges',
    description:
      'The requester or the recipient of the request (404 otherwise) reports the other member, in any state ' +
      'of the request. The report goes to this exchange’s moderators (it is in “Your reports” as any report) ' +
      'and, signed, along the request’s path to the other member’s exchange, whose moderators decide what ' +
      'to do; it is retried until that exchange acknowledged it. Their decision does not travel back. One ' +
      'open report per request and member (409); the same hourly allowance as other reports (429). Audited.',
    params: swapRequestParams,
    body: reportReasonSchema,
    responses: { 201: myReportSchema },
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limit_exceeded'],
    },
  }),
  relayNodeMemberReport: defineEndpoint(federationMemberReportRoutes.relayNodeMemberReport, {
    tag: 'Federation',
    access: 'public',
    summary: 'Deliver a report of a member here to its moderators (or pass it on toward their node)',
    description:
      'Node to node (ADR 183, 219): signed with the link’s key like every node message, and taken only from ' +
      'the node on the request’s path on the reporter’s side (404 for any other node). On the reported ' +
      'member’s node it becomes a report about them in the moderators’ queue, naming the reporter as ' +
      '"name · node". Repeating a report answers the same and records nothing more; another report with a ' +
      'known id is 409. Refusals carry the Credit Commons `errors: [{class, …}]`.',
    params: swapRequestParams,
    body: nodeMemberReportSchema,
    responses: { 201: nodeMemberReportAnswerSchema },
    errors: nodeMessageErrors,
  }),
} satisfies Record<keyof typeof federationMemberReportRoutes, Endpoint>;
