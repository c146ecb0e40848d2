import { messageRoutes } from './routes.ts';
import {
  conversationPageSchema,
  listConversationsQuerySchema,
  listMessagesQuerySchema,
  messageThreadSchema,
  sendMessageSchema,
  swapMessageSchema,
} from '../swap-lifecycle/schemas.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';
import { swapParams } from '../swap-lifecycle/endpoints.ts';

export const messageEndpoints = {
  listConversations: defineEndpoint(messageRoutes.listConversations, {
    tag: 'Messages',
    summary: 'List the member’s swap conversations, the latest activity first',
    description:
      'The inbox: every swap of the member that has a message, with the other member, a preview of the newest message, the unread count and when it last changed. Pages with `cursor` (from `nextCursor`).',
    access: 'member',
    tokenScope: 'swaps:read',
    query: listConversationsQuerySchema,
    responses: { 200: conversationPageSchema },
  }),
  listMessages: defineEndpoint(messageRoutes.listMessages, {
    tag: 'Messages',
    summary: 'List a page of a swap’s messages, oldest first',
    description: 'Only the swap’s two members see its thread; to anyone else it answers 404.',
    access: 'member',
    tokenScope: 'swaps:read',
    params: swapParams,
    query: listMessagesQuerySchema,
    responses: { 200: messageThreadSchema },
    errors: { 404: ['not_found'] },
  }),
  sendMessage: defineEndpoint(messageRoutes.sendMessage, {
    tag: 'Messages',
    summary: 'Send a message to the other member of a swap',
    description:
      'Optional `Idempotency-Key` header (1 to 100 characters, else 400): a send retried with the same key answers the first message with 200 instead of posting it again (201). At most 30 messages a minute per member; a declined, cancelled or expired swap’s thread is read-only (409). Needs a verified e-mail address (403 `email_unverified`).',
    access: 'member',
    needsVerifiedEmail: true,
    tokenScope: 'messages:write',
    params: swapParams,
    body: sendMessageSchema,
    responses: { 200: swapMessageSchema, 201: swapMessageSchema },
    errors: {
      403: ['email_unverified', 'member_blocked'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limit_exceeded'],
    },
  }),
  markThreadRead: defineEndpoint(messageRoutes.markThreadRead, {
    tag: 'Messages',
    summary: 'Mark a swap’s whole thread read, with its message notifications',
    access: 'member',
    tokenScope: 'messages:write',
    params: swapParams,
    responses: { 204: null },
    errors: { 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof messageRoutes, Endpoint>;
