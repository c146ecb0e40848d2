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
  partnerDirectoryPageSchema,
  partnerDirectoryQuerySchema,
} from './schemas.ts';
import {
  nodeReconciliationAnswerSchema,
  nodeReconciliationRequestSchema,
  reconciliationOverviewSchema,
} from './reconciliation.ts';
import { federationRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const linkParams = z.object({ id: z.uuid('Link not found') });
const admins = { tag: 'Console', access: 'admin' } as const;
const audited = 'Admins only; audited.';
const nodeAuth =
  'Node to node (ADR 183): the calling node names itself in `cc-user`, gives the head of the two ledgers’ hash ' +
  'ratchet in `cc-auth` (the reference node’s headers), and signs the request with the link’s key in ' +
  '`X-SkillSwap-Node-Signature` (`t=<unix time>,n=<nonce>,v1=<HMAC-SHA256 of "t.n.method.path.body">`), good ' +
  'for five minutes and once; anything else is 401.';

/** Federation between installs (ADR 183). */
export const federationEndpoints = {
  getFederation: defineEndpoint(federationRoutes.getFederation, {
    ...admins,
    summary: 'Read this node’s name, its links and open invitations',
    description: 'Each link with its limits, state and balance. Admins only.',
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
} satisfies Record<keyof typeof federationRoutes, Endpoint>;
