import { z } from 'zod';
import { contrastRatio } from './branding.ts';
import { emailSchema } from '../auth/schemas.ts';
import { slugSchema } from '../communities/schemas.ts';
import { multiLineTextSchema, singleLineTextSchema } from '../shared/text.ts';

/**
 * Organisations (ADR 122): a private community owned by an Enterprise account, with seats.
 * Its admins (owner and coordinators) invite by e-mail or allow an e-mail domain.
 */

/** Seats an organisation starts with; operators change them (`org:seats`) as the contract says. */
export const defaultOrganisationSeats = 25;
/** Days an e-mailed invitation can be accepted. */
export const organisationInvitationDays = 14;

/** `POST /api/organisations`. */
export const createOrganisationSchema = z.object({
  name: singleLineTextSchema
    .min(3, 'organisations.validation.nameShort')
    .max(80, 'communities.validation.nameLong'),
  slug: slugSchema.optional(),
  description: multiLineTextSchema.max(2000, 'workshops.validation.descriptionLong').default(''),
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
  /**
   * The name staff chose to show for its account manager (ADR 142); admins only, null otherwise or if none.
   */
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
    .max(253, 'organisations.validation.domainLong')
    .regex(domainPattern, 'organisations.validation.domain')
    .nullable(),
});

export const acceptInvitationSchema = z.object({
  token: z.string().trim().min(1, 'organisations.validation.invitationIncomplete').max(100),
});

/** White-label (ADR 140): the least contrast white text must keep on the accent colour. */
export const organisationAccentMinContrast = 4.5;

const hexColourPattern = /^#[0-9a-f]{6}$/;

/**
 * An accent colour as `#rrggbb`, refused when white text on it (the buttons and the header band that carry
 * it) would fall below WCAG AA contrast, so the organisation's pages and mails stay readable.
 */
export const organisationAccentSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(hexColourPattern, 'organisations.validation.colourFormat')
  .refine(
    (colour) => contrastRatio(colour, '#ffffff') >= organisationAccentMinContrast,
    'organisations.validation.accentTooLight',
  )
  .meta({
    description: `A colour on which white text has a contrast of at least ${organisationAccentMinContrast}:1.`,
  });

/** `PUT /api/organisations/:slug/branding`: each part may be cleared with null. */
export const updateOrganisationBrandingSchema = z.object({
  displayName: singleLineTextSchema
    .min(2, 'organisations.validation.displayNameShort')
    .max(80, 'organisations.validation.displayNameLong')
    .nullable(),
  /** The `imageId` the logo upload answered, or null to remove the logo. */
  logoId: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'organisations.validation.logoFirst')
    .nullable(),
  accent: organisationAccentSchema.nullable(),
});
export type UpdateOrganisationBrandingInput = z.input<typeof updateOrganisationBrandingSchema>;

/** `POST /api/organisations/:slug/branding/logo`: the stored image, to save as `logoId`. */
export const organisationLogoSchema = z.object({ imageId: z.string(), imageUrl: z.string() });
