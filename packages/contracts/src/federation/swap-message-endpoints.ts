import { z } from 'zod';
import {
  nodeSwapMessageAnswerSchema,
  nodeSwapMessageSchema,
  remoteSwapMessageSchema,
  remoteSwapThreadSchema,
  sendRemoteSwapMessageSchema,
} from './swap-message-schemas.ts';
import { nodeMessageErrors } from './endpoints.ts';
import { federationSwapMessageRoutes } from './swap-message-routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const swapRequestParams = z.object({ id: z.uuid('Swap request not found') });

/** The conversation of a swap request across exchanges (ADR 210). */
export const federationSwapMessageEndpoints = {
  getRemoteSwapThread: defineEndpoint(federationSwapMessageRoutes.getRemoteSwapThread, {
    tag: 'Federation',
    access: 'member',
    tokenScope: 'swaps:read',
    summary: 'Read a swap request with a member of another exchange and its messages',
    description:
      'The request (its first message included) and the messages written after it, oldest first, each ' +
      'author as "name · node". The requester or the recipient only (404 otherwise).',
    params: swapRequestParams,
    responses: { 200: remoteSwapThreadSchema },
    errors: { 404: ['not_found'] },
  }),
  sendRemoteSwapMessage: defineEndpoint(federationSwapMessageRoutes.sendRemoteSwapMessage, {
    tag: 'Federation',
    access: 'member',
    needsVerifiedEmail: true,
    tokenScope: 'swaps:write',
    summary: 'Write to the other member of a swap request across exchanges',
    description:
      'The requester or the recipient (404 otherwise), while the request is pending or accepted (409 once ' +
      'declined or refused, or before it reached the recipient). The message is written with what this node ' +
      'owes the next one and delivered, signed, along the request’s path; `sending` when the next node could ' +
      'not be reached (it is retried until acknowledged). 60 messages an hour per member; a paused or ended ' +
      'link is 409.',
    params: swapRequestParams,
    body: sendRemoteSwapMessageSchema,
    responses: { 201: remoteSwapMessageSchema },
    errors: {
      400: ['validation_failed'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limit_exceeded'],
    },
  }),
  relayNodeSwapMessage: defineEndpoint(federationSwapMessageRoutes.relayNodeSwapMessage, {
    tag: 'Federation',
    access: 'public',
    summary: 'Deliver a message about a swap request to its member here (or pass it on toward their node)',
    description:
      'Node to node (ADR 183, 210): signed with the link’s key like every node message. Taken only from the ' +
      'node on the request’s path on the author’s side: the requester’s messages from where the request ' +
      'came, the recipient’s from where it went (404 for any other node). Repeating a message answers the ' +
      'same and records nothing more; another message with a known id is 409, as is one for a declined or ' +
      'refused request. Refusals carry the Credit Commons `errors: [{class, …}]`. 600 messages a minute per ' +
      'link.',
    params: swapRequestParams,
    body: nodeSwapMessageSchema,
    responses: { 201: nodeSwapMessageAnswerSchema },
    errors: nodeMessageErrors,
  }),
} satisfies Record<keyof typeof federationSwapMessageRoutes, Endpoint>;
