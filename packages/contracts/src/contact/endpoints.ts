import { z } from 'zod';
import { contactMessageSchema } from './schemas.ts';
import { contactRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const contactEndpoints = {
  sendContactMessage: defineEndpoint(contactRoutes.sendContactMessage, {
    tag: 'Site',
    summary: 'Send a message to support',
    description:
      'Visitors and members alike; a member’s bearer token tells support who wrote. The address given gets ' +
      'an acknowledgement (a few a day at most).',
    access: 'optional',
    body: contactMessageSchema,
    responses: { 201: z.object({ received: z.literal(true) }) },
    errors: { 429: ['rate_limit_exceeded'] },
  }),
} satisfies Record<keyof typeof contactRoutes, Endpoint>;
