import { z } from 'zod';
import {
  approveRecordedExchangeSchema,
  communityRulesInputSchema,
  communityRulesSchema,
  decideRecordedExchangeSchema,
  decideSwapApprovalSchema,
  disputeRecordedExchangeSchema,
  exchangeImportResultSchema,
  exchangeImportSchema,
  recordedExchangePageSchema,
  recordedExchangeQuerySchema,
  recordedExchangeSchema,
  recordExchangeSchema,
  swapApprovalListSchema,
  swapApprovalSchema,
} from './schemas.ts';
import { communityEconomyRoutes } from './routes.ts';
import { read, slugParams, write } from '../communities/endpoints.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const exchangeParams = slugParams.extend({ exchangeId: z.uuid('Recorded exchange not found') });
const swapParams = slugParams.extend({ swapId: z.uuid('Swap not found') });

/**
 * A community's own economy (ADR 172): rules for exchanges made in it, and exchanges recorded by
 * coordinators.
 */
export const communityEconomyEndpoints = {
  getCommunityRules: defineEndpoint(communityEconomyRoutes.getCommunityRules, {
    ...read,
    summary: 'Read the community’s rules for exchanges made in it',
    description:
      'A credit floor, a balance cap and a levy into the community fund; null floor or cap means the install’s rules alone. The install’s rules always apply as well, and the stricter wins.',
    params: slugParams,
    responses: { 200: communityRulesSchema },
    errors: { 404: ['not_found'] },
  }),
  updateCommunityRules: defineEndpoint(communityEconomyRoutes.updateCommunityRules, {
    ...write,
    summary: 'Set the community’s rules (coordinators)',
    description:
      'Audited with the rules before and after; members see who changed them and when. The three safeguarding requirements (ADR 178) may be left out to keep them as they are.',
    params: slugParams,
    body: communityRulesInputSchema,
    responses: { 200: communityRulesSchema },
    errors: { 400: ['validation_failed'], 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  listRecordedExchanges: defineEndpoint(communityEconomyRoutes.listRecordedExchanges, {
    ...read,
    summary: 'List recorded exchanges, newest first',
    description: 'Coordinators see every one; other members the ones they took part in.',
    params: slugParams,
    query: recordedExchangeQuerySchema,
    responses: { 200: recordedExchangePageSchema },
    errors: { 400: ['validation_failed'], 404: ['not_found'] },
  }),
  recordExchange: defineEndpoint(communityEconomyRoutes.recordExchange, {
    ...write,
    summary: 'Record an exchange that happened offline (coordinators)',
    description:
      'One teacher and many learners, or one learner and many teachers, the same hours for each pair. The community’s floor, cap and levy apply; a refusal names the row, the member and the figures (422 `insufficient_credit`). A coordinator never records an exchange they took part in (403 `own_cause`). The community’s safeguarding requirements (ADR 178) apply: an in-person exchange with a member whose references are not checked, or a first exchange without an accompanying member, is refused naming the member (409 `conflict`); one involving a flagged member waits for a second coordinator’s approval, unpaid (status `awaiting_approval`).',
    params: slugParams,
    body: recordExchangeSchema,
    responses: { 201: recordedExchangeSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified', 'own_cause'],
      404: ['not_found'],
      409: ['conflict'],
      422: ['insufficient_credit'],
    },
  }),
  importRecordedExchanges: defineEndpoint(communityEconomyRoutes.importRecordedExchanges, {
    ...write,
    summary: 'Import the community’s past exchanges from CSV (coordinators): a preview first',
    description:
      'A header row names the columns `date` (YYYY-MM-DD), `teacher_email`, `learner_email`, `hours`, `category` and optionally `note`; each row is one exchange between two active members. With `dryRun` (the default) nothing is written and the answer says what would be. Nothing is written while any row has a problem, or while the rows, in file order, would take a member past the community’s floor or cap (`refusal` in the preview, 422 on import). Importing the same lines again records nothing twice. Each member is told once per import and may dispute any of their rows within 7 days. 10,000 rows at most.',
    params: slugParams,
    body: exchangeImportSchema,
    responses: { 200: exchangeImportResultSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified'],
      404: ['not_found'],
      422: ['insufficient_credit'],
    },
  }),
  disputeRecordedExchange: defineEndpoint(communityEconomyRoutes.disputeRecordedExchange, {
    ...write,
    summary: 'Dispute a recorded exchange you took part in, within 7 days',
    description: 'The community’s coordinators are told and keep or reverse it.',
    params: exchangeParams,
    body: disputeRecordedExchangeSchema,
    responses: { 200: recordedExchangeSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified'],
      404: ['not_found'],
      409: ['conflict'],
    },
  }),
  decideRecordedExchange: defineEndpoint(communityEconomyRoutes.decideRecordedExchange, {
    ...write,
    summary: 'Keep or reverse a disputed recorded exchange (coordinators)',
    description:
      'Reversing gives the hours back, the levy included; it is refused (422) while a teacher would fall below their credit floor.',
    params: exchangeParams,
    body: decideRecordedExchangeSchema,
    responses: { 200: recordedExchangeSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified'],
      404: ['not_found'],
      409: ['conflict'],
      422: ['insufficient_credit'],
    },
  }),
  approveRecordedExchange: defineEndpoint(communityEconomyRoutes.approveRecordedExchange, {
    ...write,
    summary: 'Approve or refuse a recorded exchange involving a flagged member (coordinators)',
    description:
      'Only while it awaits approval (409 otherwise), and only by a coordinator who neither recorded it nor took part (403). Approving pays it under the community’s floor, cap and levy (422 when it no longer fits) and opens the 7 days to dispute; refusing pays nothing. Audited; every party is told.',
    params: exchangeParams,
    body: approveRecordedExchangeSchema,
    responses: { 200: recordedExchangeSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified', 'own_cause'],
      404: ['not_found'],
      409: ['conflict'],
      422: ['insufficient_credit'],
    },
  }),
  listSwapApprovals: defineEndpoint(communityEconomyRoutes.listSwapApprovals, {
    ...read,
    summary: 'List swaps made in the community that wait for approval (coordinators)',
    description:
      'Requests made in a community that requires coordinator approval (or involving a flagged member, when it requires that), oldest first. They cannot be accepted until a coordinator approves them.',
    params: slugParams,
    responses: { 200: swapApprovalListSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  decideSwapApproval: defineEndpoint(communityEconomyRoutes.decideSwapApproval, {
    ...write,
    summary: 'Approve or refuse a swap made in the community (coordinators)',
    description:
      'Only while it waits (409 otherwise), and never by a coordinator who is one of its members (403 `own_cause`). Approving lets the recipient accept it, and its days to expire or be accepted automatically start again; refusing cancels the request. Audited; both members are told.',
    params: swapParams,
    body: decideSwapApprovalSchema,
    responses: { 200: swapApprovalSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified', 'own_cause'],
      404: ['not_found'],
      409: ['conflict'],
    },
  }),
} satisfies Record<keyof typeof communityEconomyRoutes, Endpoint>;
