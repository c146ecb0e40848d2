import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { slugSchema } from './communities.ts';
import { multiLineTextSchema, singleLineTextSchema } from './text.ts';

/**
 * Organisations (issue 23 item 8, ADR 122): a private community owned by an Enterprise account, with seats.
 * Its admins (owner and coordinators) invite by e-mail or allow an e-mail domain.
 */

/** Seats an organisation starts with; operators change them (`org:seats`) as the contract says. */
export const defaultOrganisationSeats = 25;
/** Days an e-mailed invitation can be accepted. */
export const organisationInvitationDays = 14;

/** `POST /api/organisations`. */
export const createOrganisationSchema = z.object({
  name: singleLineTextSchema
    .min(3, 'Give the organisation a name of 3 characters or more')
    .max(80, 'Keep the name under 80 characters'),
  slug: slugSchema.optional(),
  description: multiLineTextSchema.max(2000, 'Keep the description under 2000 characters').default(''),
});
export type CreateOrganisationInput = z.input<typeof createOrganisationSchema>;

export const organisationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  seats: z.number(),
  /** Active members plus open invitations: each holds a seat. */
  seatsUsed: z.number(),
  members: z.number(),
  openInvitations: z.number(),
  allowedDomain: z.string().nullable(),
  /** Whether the viewer is one of its admins (owner or coordinator). */
  isAdmin: z.boolean(),
  /** Whether the viewer is the owning Enterprise account: the SLA and its credits are theirs (ADR 143). */
  isOwner: z.boolean(),
  /** The name staff chose to show for its account manager (ADR 142); admins only, null otherwise or if none. */
  accountManager: z.string().nullable(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const inviteToOrganisationSchema = z.object({ email: emailSchema });

export const organisationInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type OrganisationInvitation = z.infer<typeof organisationInvitationSchema>;

const domainPattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** `PUT /api/organisations/:slug/domain`: null stops letting a domain in. */
export const allowedDomainSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253, 'Keep the domain under 253 characters')
    .regex(domainPattern, 'Enter a domain like "example.com", without "@"')
    .nullable(),
});

export const acceptInvitationSchema = z.object({
  token: z.string().trim().min(1, 'This invitation link is not complete').max(100),
});
