import { z } from 'zod';
import { emailSchema } from '../auth/schemas.ts';
import { personNameSchema } from '../shared/names.ts';
import { multiLineTextSchema, singleLineTextSchema } from '../shared/text.ts';

export const contactMessageSchema = z.object({
  name: personNameSchema({
    min: 1,
    minMessage: 'contact.validation.nameMissing',
    max: 100,
    maxMessage: 'contact.validation.nameLong',
  }),
  email: z.string().trim().max(255, 'contact.validation.emailLong').pipe(emailSchema),
  subject: singleLineTextSchema
    .min(1, 'contact.validation.subjectMissing')
    .max(200, 'contact.validation.subjectLong'),
  message: multiLineTextSchema
    .min(10, 'contact.validation.messageShort')
    .max(5000, 'contact.validation.messageLong'),
  /** Honeypot: people never see this field, so anything in it marks a bot. */
  website: z.string().max(200).optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactStatuses = ['new', 'open', 'closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];
