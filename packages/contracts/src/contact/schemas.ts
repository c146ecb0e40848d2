import { z } from 'zod';
import { emailSchema } from '../auth/schemas.ts';
import { personNameSchema } from '../shared/names.ts';
import { multiLineTextSchema, singleLineTextSchema } from '../shared/text.ts';

export const contactMessageSchema = z.object({
  name: personNameSchema({
    min: 1,
    minMessage: 'Name is required',
    max: 100,
    maxMessage: 'Name must be less than 100 characters',
  }),
  email: z.string().trim().max(255, 'Email must be less than 255 characters').pipe(emailSchema),
  subject: singleLineTextSchema
    .min(1, 'Subject is required')
    .max(200, 'Subject must be less than 200 characters'),
  message: multiLineTextSchema
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be less than 5000 characters'),
  /** Honeypot: people never see this field, so anything in it marks a bot. */
  website: z.string().max(200).optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactStatuses = ['new', 'open', 'closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];
