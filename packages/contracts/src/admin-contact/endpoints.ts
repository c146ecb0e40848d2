import {
  contactInboxQuerySchema,
  contactInboxSchema,
  contactMessageParams,
  contactReplySchema,
  contactStatusChangeSchema,
  inboxMessageSchema,
} from './schemas.ts';
import { adminContactRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const adminContactEndpoints = {
  listContactMessages: defineEndpoint(adminContactRoutes.listContactMessages, {
    tag: 'Console',
    summary: 'List contact messages by status',
    description:
      'New, open or closed (new by default), at most 100. Messages from the organisations whose account ' +
      'manager the caller is come first, then priority ones, then newest first. Moderators and admins.',
    access: 'moderator',
    query: contactInboxQuerySchema,
    responses: { 200: contactInboxSchema },
  }),
  replyToContactMessage: defineEndpoint(adminContactRoutes.replyToContactMessage, {
    tag: 'Console',
    summary: 'Answer a contact message by mail',
    description:
      'Mails the reply (plain text and HTML, through the outbox) to the address the message came from and ' +
      'marks a new message open. A closed message must be reopened first. Audited with the operator.',
    access: 'moderator',
    params: contactMessageParams,
    body: contactReplySchema,
    responses: { 200: inboxMessageSchema },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
  setContactMessageStatus: defineEndpoint(adminContactRoutes.setContactMessageStatus, {
    tag: 'Console',
    summary: 'Open, close or reopen a contact message',
    access: 'moderator',
    params: contactMessageParams,
    body: contactStatusChangeSchema,
    responses: { 200: inboxMessageSchema },
    errors: { 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof adminContactRoutes, Endpoint>;
