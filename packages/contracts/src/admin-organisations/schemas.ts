import { z } from 'zod';
import { planTiers } from '../shared/plans.ts';
import { singleLineTextSchema } from '../shared/text.ts';

/**
 * The console's Organisations page (ADR 142): each organisation with its owner, plan and
 * seats, and the staff member an admin assigned as its account manager.
 */
export const consoleOrganisationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  owner: z.object({ id: z.uuid(), fullName: z.string() }),
  /** The owning account's plan: an organisation's admin tools work only while it is Enterprise. */
  plan: z.enum(planTiers),
  seats: z.number().int(),
  seatsUsed: z.number().int(),
  accountManager: z
    .object({
      id: z.uuid(),
      /** The staff member's account name, for the console only. */
      fullName: z.string(),
      /** The name the organisation's admins see. */
      displayName: z.string(),
    })
    .nullable(),
});
export type ConsoleOrganisation = z.infer<typeof consoleOrganisationSchema>;

export const consoleOrganisationsSchema = z.object({ organisations: z.array(consoleOrganisationSchema) });

export const consoleOrganisationParams = z.object({
  slug: z.string().trim().min(1).max(60, 'Organisation not found'),
});

/** `PUT /api/admin/organisations/:slug/account-manager`: a moderator or admin, or null to clear it. */
export const assignAccountManagerSchema = z
  .object({
    staffId: z.uuid('adminOrganisations.validation.staffMember').nullable(),
    /** The name the organisation's admins see; required with a staff member. */
    displayName: singleLineTextSchema
      .min(1, 'adminOrganisations.validation.nameMissing')
      .max(80, 'communities.validation.nameLong')
      .optional(),
  })
  .refine((value) => value.staffId === null || value.displayName !== undefined, {
    message: 'adminOrganisations.validation.nameMissing',
    path: ['displayName'],
  })
  .meta({ description: '`displayName` is required with a `staffId`.' });
export type AssignAccountManagerInput = z.input<typeof assignAccountManagerSchema>;
