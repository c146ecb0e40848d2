import { z } from 'zod';
import {
  activationQueueSchema,
  nudgePageSchema,
  nudgeSchema,
  sendNudgeSchema,
  suggestionListSchema,
} from './schemas.ts';
import { communityActivationRoutes } from './routes.ts';
import { read, slugParams, write } from '../communities/endpoints.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const coordinatorsOnly =
  'For the community’s coordinators and owner (403 `forbidden` for anyone else; 404 for a private community’s outsiders).';

/** The activation queue (ADR 173): helping each member to a first exchange. */
export const communityActivationEndpoints = {
  getActivationQueue: defineEndpoint(communityActivationRoutes.getActivationQueue, {
    ...read,
    summary: 'Read the activation queue (coordinators)',
    description: `Members who joined at least 14 days ago and never exchanged, swap requests between members and the community’s board posts unanswered for 3 days, and members whose last exchange was over 60 days ago; each with the last nudge and what happened after it. The share of new members (joined 30 to 180 days ago) who made a first exchange within 30 days. At most 50 of each list, oldest first, with the total. ${coordinatorsOnly}`,
    params: slugParams,
    responses: { 200: activationQueueSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  listActivationSuggestions: defineEndpoint(communityActivationRoutes.listActivationSuggestions, {
    ...read,
    summary: 'Suggest a first exchange for a member (coordinators)',
    description: `Up to three one-click suggestions for the member: their best match among the community’s members, an open board post of the community in a skill they teach or want, and the community’s next workshop with a free seat. ${coordinatorsOnly}`,
    params: slugParams.extend({ memberId: z.uuid('Member not found') }),
    responses: { 200: suggestionListSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  listNudges: defineEndpoint(communityActivationRoutes.listNudges, {
    ...read,
    summary: 'List the latest nudges and what happened after each (coordinators)',
    description: `The 50 latest nudges, newest first, each with its outcome: \`exchanged\` (the member made an exchange after it), \`answered\` (the request or post was answered after it) or \`waiting\`. ${coordinatorsOnly}`,
    params: slugParams,
    responses: { 200: nudgePageSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  sendNudge: defineEndpoint(communityActivationRoutes.sendNudge, {
    ...write,
    summary: 'Nudge a member towards an exchange (coordinators)',
    description: `Sends the coordinator’s message, with one suggestion as a link when chosen, to an active member of the community, as a notification (and a mail if they keep that type on); audited. For an unanswered request the member is its recipient, for an unanswered post its author. The same member is not nudged twice for the same reason and subject within 7 days (409 \`conflict\`). ${coordinatorsOnly}`,
    params: slugParams,
    body: sendNudgeSchema,
    responses: { 201: nudgeSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified'],
      404: ['not_found'],
      409: ['conflict'],
    },
  }),
} satisfies Record<keyof typeof communityActivationRoutes, Endpoint>;
