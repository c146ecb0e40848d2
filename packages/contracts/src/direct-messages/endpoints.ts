import {
  directConversationListSchema,
  directConversationParams,
  directMessageSchema,
  directMessageSettingsSchema,
  directThreadSchema,
  openDirectConversationSchema,
} from './schemas.ts';
import { directMessageRoutes } from './routes.ts';
import { sendMessageSchema } from '../swap-lifecycle/schemas.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const directMessageEndpoints = {
  listDirectConversations: defineEndpoint(directMessageRoutes.listDirectConversations, {
    tag: 'Messages',
    summary: 'List the member’s direct conversations (Elite first messages), the latest activity first',
    description:
      'Every conversation an Elite member opened with the member or the member opened, with the other member, a preview, the unread count, and how many new conversations the member opened today (UTC) out of the daily allowance.',
    access: 'member',
    helper: 'conversations',
    responses: { 200: directConversationListSchema },
  }),
  openDirectConversation: defineEndpoint(directMessageRoutes.openDirectConversation, {
    tag: 'Messages',
    summary: 'Write a first message to a member without a swap request (Elite)',
    description:
      'Opens a conversation with the member, or adds to the one the two already have (200, not counted). At most 10 new conversations per UTC day (429 `direct_message_daily_limit`); a member who turned first messages off answers 403 `direct_messages_off`; a block either way 403 `member_blocked`; a member a swap request cannot reach (private profile, suspended) 404. Needs Elite (403 `plan_required`) and a verified e-mail address.',
    access: 'member',
    helper: 'conversations',
    needsVerifiedEmail: true,
    planFeature: 'direct-messages',
    body: openDirectConversationSchema,
    responses: { 200: directThreadSchema, 201: directThreadSchema },
    errors: {
      400: ['validation_failed'],
      403: ['email_unverified', 'member_blocked', 'direct_messages_off', 'plan_required'],
      404: ['not_found'],
      429: ['direct_message_daily_limit', 'rate_limit_exceeded'],
    },
  }),
  getDirectThread: defineEndpoint(directMessageRoutes.getDirectThread, {
    tag: 'Messages',
    summary: 'Read a direct conversation, oldest message first',
    description: 'Only its two members see it; to anyone else it answers 404.',
    access: 'member',
    helper: 'conversations',
    params: directConversationParams,
    responses: { 200: directThreadSchema },
    errors: { 404: ['not_found'] },
  }),
  replyDirect: defineEndpoint(directMessageRoutes.replyDirect, {
    tag: 'Messages',
    summary: 'Write in a direct conversation',
    description:
      'Either member writes, whatever their plan: a lapsed Elite member keeps the conversations already open. A block either way makes the thread read-only (403 `member_blocked`).',
    access: 'member',
    helper: 'conversations',
    needsVerifiedEmail: true,
    params: directConversationParams,
    body: sendMessageSchema,
    responses: { 201: directMessageSchema },
    errors: {
      403: ['email_unverified', 'member_blocked'],
      404: ['not_found'],
      429: ['rate_limit_exceeded'],
    },
  }),
  markDirectRead: defineEndpoint(directMessageRoutes.markDirectRead, {
    tag: 'Messages',
    summary: 'Mark a direct conversation read',
    access: 'member',
    helper: 'conversations',
    params: directConversationParams,
    responses: { 204: null },
    errors: { 404: ['not_found'] },
  }),
  getDirectMessageSettings: defineEndpoint(directMessageRoutes.getDirectMessageSettings, {
    tag: 'Account',
    summary: 'Read whether Elite members may write to the member first',
    access: 'member',
    responses: { 200: directMessageSettingsSchema },
  }),
  updateDirectMessageSettings: defineEndpoint(directMessageRoutes.updateDirectMessageSettings, {
    tag: 'Account',
    summary: 'Allow or refuse first messages from Elite members',
    description: 'On by default. Turning it off refuses new conversations; those already open stay.',
    access: 'member',
    body: directMessageSettingsSchema,
    responses: { 200: directMessageSettingsSchema },
  }),
} satisfies Record<keyof typeof directMessageRoutes, Endpoint>;
