import { z } from 'zod';
import {
  acceptedLinkSchema,
  acceptLinkSchema,
  createNodeInvitationSchema,
  federationOverviewSchema,
  joinTrunkSchema,
  linkStateSchema,
  nodeInvitationSchema,
  nodeDirectoryAnswerSchema,
  nodeDirectoryRequestSchema,
  nodeLinkSchema,
  nodeMemberAnswerSchema,
  nodeMemberRequestSchema,
  partnerDirectoryPageSchema,
  partnerDirectoryQuerySchema,
  partnerMemberParamsSchema,
  partnerMemberProfileSchema,
} from './schemas.ts';
import {
  nodeReconciliationAnswerSchema,
  nodeReconciliationRequestSchema,
  reconciliationOverviewSchema,
} from './reconciliation.ts';
import { nodeRoutesAnswerSchema, nodeRoutesSchema } from './route-schemas.ts';
import {
  nodeSwapRequestAnswerSchema,
  nodeSwapRequestCancelSchema,
  nodeSwapRequestReplyAnswerSchema,
  nodeSwapRequestReplySchema,
  nodeSwapRequestSchema,
  remoteSwapRequestListSchema,
  remoteSwapRequestSchema,
  sendRemoteSwapRequestSchema,
} from './swap-request-schemas.ts';
import { federationRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const linkParams = z.object({ id: z.uuid('Link not found') });
const swapRequestParams = z.object({ id: z.uuid('Swap request not found') });
const answering = {
  tag: 'Federation',
  access: 'member',
  needsVerifiedEmail: true,
  tokenScope: 'swaps:write',
  params: swapRequestParams,
  responses: { 200: remoteSwapRequestSchema },
  errors: { 404: ['not_found'], 409: ['conflict'], 503: ['service_unavailable'] },
} as const;
const answerTravels =
  'The answer travels back to the requester’s exchange, signed, and is retried until that node acknowledges ' +
  'it; answering again the same way changes nothing. A paused or ended link is 409.';
const admins = { tag: 'Console', access: 'admin' } as const;
const audited = 'Admins only; audited.';
const nodeAuth =
  'Node to node (ADR 183): the calling node names itself in `cc-user`, gives the head of the two ledgers’ hash ' +
  'ratchet in `cc-auth` (the reference node’s headers), and signs the request with the link’s key in ' +
  '`X-SkillSwap-Node-Signature` (`t=<unix time>,n=<nonce>,v1=<HMAC-SHA256 of "t.n.method.path.body">`), good ' +
  'for five minutes and once; anything else is 401.';

/**
 * What a node message that another node passes on can answer: a malformed message, a signature refused, an
 * unknown id, a paused link or a state it conflicts with, the link's limit, or the next node unreachable.
 */
export const nodeMessageErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  404: ['not_found'],
  409: ['conflict'],
  429: ['rate_limit_exceeded'],
  503: ['service_unavailable'],
} as const;

/** Federation between installs (ADR 183). */
export const federationEndpoints = {
  getFederation: defineEndpoint(federationRoutes.getFederation, {
    ...admins,
    summary: 'Read this node’s name, its links and open invitations',
    description:
      'Each link with its limits, state and balance, and for a branch the nodes beneath it that this node ' +
      'reaches through it (ADR 218). Admins only.',
    responses: { 200: federationOverviewSchema },
  }),
  createNodeInvitation: defineEndpoint(federationRoutes.createNodeInvitation, {
    ...admins,
    summary: 'Invite an install to join this one as its branch',
    description: `A one-time invitation with the link’s limits, working the days given; shown once. ${audited}`,
    body: createNodeInvitationSchema,
    responses: { 201: nodeInvitationSchema },
  }),
  joinTrunk: defineEndpoint(federationRoutes.joinTrunk, {
    ...admins,
    summary: 'Join a hub as its branch, with the invitation its admin gave',
    description:
      'Redeems the invitation at the hub (https only, and never a private address, as for webhooks) and records ' +
      `the link on both sides. A node has one trunk (409 while a link to one is not ended). ${audited}`,
    body: joinTrunkSchema,
    responses: { 201: nodeLinkSchema },
    errors: { 400: ['validation_failed'], 409: ['conflict'] },
  }),
  pauseNodeLink: defineEndpoint(federationRoutes.pauseNodeLink, {
    ...admins,
    summary: 'Pause a link (the kill switch)',
    description: `Nothing crosses a paused link either way; the other node is told. ${audited}`,
    params: linkParams,
    responses: { 200: nodeLinkSchema },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
  resumeNodeLink: defineEndpoint(federationRoutes.resumeNodeLink, {
    ...admins,
    summary: 'Resume a link this node paused',
    description: `A link the other node paused stays paused until that node resumes it. ${audited}`,
    params: linkParams,
    responses: { 200: nodeLinkSchema },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
  endNodeLink: defineEndpoint(federationRoutes.endNodeLink, {
    ...admins,
    summary: 'End a link whose balance is zero',
    description: `A link that still owes or is owed hours cannot end (409). The other node is told. ${audited}`,
    params: linkParams,
    responses: { 200: nodeLinkSchema },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
  acceptNodeLink: defineEndpoint(federationRoutes.acceptNodeLink, {
    tag: 'Federation',
    access: 'public',
    summary: 'Redeem an invitation (a branch joining this trunk)',
    description:
      'The invitation’s token works once and until it expires; the branch’s name must not be one this node ' +
      'already links to. Answers the trunk’s name, the link’s key and limits.',
    body: acceptLinkSchema,
    responses: { 201: acceptedLinkSchema },
    errors: { 400: ['validation_failed', 'invalid_link'], 409: ['conflict'], 429: ['rate_limit_exceeded'] },
  }),
  setNodeLinkState: defineEndpoint(federationRoutes.setNodeLinkState, {
    tag: 'Federation',
    access: 'public',
    summary: 'Tell this node the other side paused, resumed or ended the link',
    description: nodeAuth,
    body: linkStateSchema,
    responses: { 204: null },
    errors: { 401: ['unauthorized'], 409: ['conflict'] },
  }),
  searchPartnerMembers: defineEndpoint(federationRoutes.searchPartnerMembers, {
    tag: 'Federation',
    access: 'member',
    tokenScope: 'profile:read',
    summary: 'Search the members of partner exchanges',
    description:
      'Members of the exchanges this install links to who chose to be visible to them (ADR 185), matching `q` ' +
      '(name or skills), each with the node they belong to: name, skills, city (when they show it) and rating ' +
      'only. Every active link is asked for `page` at once; one that does not answer in time is named in ' +
      '`unavailable` and the others are still listed. 30 searches a minute per member.',
    query: partnerDirectoryQuerySchema,
    responses: { 200: partnerDirectoryPageSchema },
    errors: { 429: ['rate_limit_exceeded'] },
  }),
  readNodeDirectory: defineEndpoint(federationRoutes.readNodeDirectory, {
    tag: 'Federation',
    access: 'public',
    summary: 'Read a page of this node’s members who are visible to partner exchanges',
    description:
      `${nodeAuth} Answers this node’s members who opted in (ADR 185). A trunk asked by one of its branches ` +
      'also asks its other active branches, briefly, and names those that did not answer. A paused link is 409.',
    body: nodeDirectoryRequestSchema,
    responses: { 200: nodeDirectoryAnswerSchema },
    errors: { 401: ['unauthorized'], 409: ['conflict'], 429: ['rate_limit_exceeded'] },
  }),
  getPartnerMember: defineEndpoint(federationRoutes.getPartnerMember, {
    tag: 'Federation',
    access: 'member',
    tokenScope: 'profile:read',
    summary: 'Read one member of a partner exchange',
    description:
      'The profile page of a member of a linked exchange (ADR 211), asked of their node at once through the ' +
      'link (or the hub, for a sibling branch): name, skills, city (when they show it), rating and their ' +
      'node, as in the directory. A member who is not visible to partner exchanges, an unknown member or ' +
      'node, and a paused link are one 404. A partner that does not answer in time is 503. 60 a minute ' +
      'per member.',
    params: partnerMemberParamsSchema,
    responses: { 200: partnerMemberProfileSchema },
    errors: {
      400: ['validation_failed'],
      404: ['not_found'],
      429: ['rate_limit_exceeded'],
      503: ['service_unavailable'],
    },
  }),
  readNodeMember: defineEndpoint(federationRoutes.readNodeMember, {
    tag: 'Federation',
    access: 'public',
    summary: 'Read one of this node’s members who is visible to partner exchanges',
    description:
      `${nodeAuth} Answers the member with that id at \`node\` when they opted in (ADR 211); anyone else is ` +
      'one 404. A question for another node is passed on along the route a transfer would take, never back ' +
      'where it came from (ADR 218). A paused link is 409; it shares the directory’s 300 requests a minute ' +
      'per link.',
    body: nodeMemberRequestSchema,
    responses: { 200: nodeMemberAnswerSchema },
    errors: nodeMessageErrors,
  }),
  getReconciliations: defineEndpoint(federationRoutes.getReconciliations, {
    ...admins,
    summary: 'Read the last reconciliation of each link',
    description:
      'Each live link’s last finished check of its two ledgers (ADR 188): matched, the two figures when they ' +
      'differ, or that the partner did not answer. Admins only.',
    responses: { 200: reconciliationOverviewSchema },
  }),
  reconcileLinks: defineEndpoint(federationRoutes.reconcileLinks, {
    ...admins,
    summary: 'Reconcile every live link now',
    description:
      'Asks the other side of every live link for its view of the link and compares it with this node’s, as the ' +
      `daily job does; a difference found is told to the admins once. ${audited}`,
    responses: { 200: reconciliationOverviewSchema },
  }),
  answerReconciliation: defineEndpoint(federationRoutes.answerReconciliation, {
    tag: 'Federation',
    access: 'public',
    summary: 'Tell the other side of a link this node’s view of it',
    description:
      `${nodeAuth} Answers, read in one snapshot, what the calling node owes this one, the hash ratchet’s head, ` +
      'the transfers this node moved that the caller has not acknowledged, which of the caller’s own such ' +
      'transfers this node moved, and how many proposals wait. Moves nothing; a paused link answers too. 60 a ' +
      'minute per link.',
    body: nodeReconciliationRequestSchema,
    responses: { 200: nodeReconciliationAnswerSchema },
    errors: { 401: ['unauthorized'], 429: ['rate_limit_exceeded'] },
  }),
  announceNodeRoutes: defineEndpoint(federationRoutes.announceNodeRoutes, {
    tag: 'Federation',
    access: 'public',
    summary: 'A branch tells this node every node beneath it',
    description:
      `${nodeAuth} From a branch only (a trunk is 400). The list replaces what the branch announced before; ` +
      'a node this one reaches another way is left out and named in `refused` (ADR 218). This node then ' +
      'reaches the nodes through the branch, and tells its own trunk if what lies beneath it changed. A paused ' +
      'link announces too; 600 a minute per link.',
    body: nodeRoutesSchema,
    responses: { 200: nodeRoutesAnswerSchema },
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 429: ['rate_limit_exceeded'] },
  }),
  listRemoteSwapRequests: defineEndpoint(federationRoutes.listRemoteSwapRequests, {
    tag: 'Federation',
    access: 'member',
    tokenScope: 'swaps:read',
    summary: 'List the signed-in member’s swap requests with members of other exchanges',
    description:
      'The requests this exchange recorded with the member as requester (`sent`) or recipient (`received`), ' +
      'newest first, at most 50 (ADR 206).',
    responses: { 200: remoteSwapRequestListSchema },
  }),
  sendRemoteSwapRequest: defineEndpoint(federationRoutes.sendRemoteSwapRequest, {
    tag: 'Federation',
    access: 'member',
    needsVerifiedEmail: true,
    tokenScope: 'swaps:write',
    summary: 'Send a swap request to a member of another exchange',
    description:
      'Delivered, signed, through the link (a hub relays it) to the recipient’s exchange, which accepts it only ' +
      'for a member visible to partner exchanges (ADR 206). `pending` once delivered; `sending` when the next ' +
      'node could not be reached (it is retried). A refusal changes nothing. One open request per recipient; 10 ' +
      'requests an hour per member. A paused or ended link is 409. Audited.',
    body: sendRemoteSwapRequestSchema,
    responses: { 201: remoteSwapRequestSchema },
    errors: {
      400: ['validation_failed'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limit_exceeded'],
    },
  }),
  acceptRemoteSwapRequest: defineEndpoint(federationRoutes.acceptRemoteSwapRequest, {
    ...answering,
    summary: 'Accept a swap request from a member of another exchange',
    description: `The recipient only (404 otherwise). ${answerTravels}`,
  }),
  declineRemoteSwapRequest: defineEndpoint(federationRoutes.declineRemoteSwapRequest, {
    ...answering,
    summary: 'Decline a swap request from a member of another exchange',
    description: `The recipient only (404 otherwise). ${answerTravels}`,
  }),
  cancelRemoteSwapRequest: defineEndpoint(federationRoutes.cancelRemoteSwapRequest, {
    ...answering,
    summary: 'Cancel a swap request sent to a member of another exchange',
    description:
      'The requester only (404 otherwise), while it waits for an answer (409 once answered). The cancellation ' +
      'travels to the recipient’s exchange, signed, and is retried until that node acknowledges it; if the ' +
      'recipient answered first, their answer stands and is what this returns (ADR 212). Cancelling again ' +
      'changes nothing. A paused or ended link is 409. Audited.',
  }),
  relayNodeSwapRequest: defineEndpoint(federationRoutes.relayNodeSwapRequest, {
    tag: 'Federation',
    access: 'public',
    summary: 'Deliver a swap request to a member of this node (or pass it on toward their node)',
    description:
      `${nodeAuth} The requester must belong to the sending side; the recipient must be visible to partner ` +
      'exchanges (ADR 206). Repeating a request answers the same and records nothing more. Refusals carry ' +
      'the Credit Commons `errors: [{class, …}]`. A paused link is 409; 600 messages a minute per link.',
    body: nodeSwapRequestSchema,
    responses: { 201: nodeSwapRequestAnswerSchema },
    errors: nodeMessageErrors,
  }),
  replyNodeSwapRequest: defineEndpoint(federationRoutes.replyNodeSwapRequest, {
    tag: 'Federation',
    access: 'public',
    summary: 'The recipient answered a swap request this node delivered',
    description:
      `${nodeAuth} Only from the node the request was delivered to; passed on toward the requester’s node. ` +
      'Repeating it answers the same.',
    params: swapRequestParams,
    body: nodeSwapRequestReplySchema,
    responses: { 200: nodeSwapRequestReplyAnswerSchema },
    errors: {
      401: ['unauthorized'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limit_exceeded'],
      503: ['service_unavailable'],
    },
  }),
  cancelNodeSwapRequest: defineEndpoint(federationRoutes.cancelNodeSwapRequest, {
    tag: 'Federation',
    access: 'public',
    summary: 'The requester cancelled a swap request this node was sent, or it expired unanswered',
    description:
      `${nodeAuth} Only from the node the request came from; passed on toward the recipient’s node. With ` +
      '`reason: "expired"` the requester’s node withdrew it after its lifetime without an answer (ADR 215). ' +
      'Answers the request’s state here: `cancelled` or `expired`, or the recipient’s answer when it came ' +
      'first (ADR 212). Repeating it answers the same.',
    params: swapRequestParams,
    body: nodeSwapRequestCancelSchema,
    responses: { 200: nodeSwapRequestReplyAnswerSchema },
    errors: nodeMessageErrors,
  }),
} satisfies Record<keyof typeof federationRoutes, Endpoint>;
