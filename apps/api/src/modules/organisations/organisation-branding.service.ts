import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { OrganisationBranding } from '@skillswap/contracts/communities/schemas';
import type { updateOrganisationBrandingSchema } from '@skillswap/contracts/organisations/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { toBranding } from '../communities/index.ts';
import { isImageStored, updateOrganisation } from './organisations.repository.ts';
import { adminStanding } from './organisations.service.ts';

// White-label (ADR 140): an organisation's admins set the name, logo and accent colour its
// pages and mails show, while its owner is on Enterprise (`adminStanding`: 403 `plan_required` otherwise).

export async function getOrganisationBranding(
  db: DbOrTx,
  options: { adminId: string; slug: string },
): Promise<OrganisationBranding> {
  const { organisation } = await adminStanding(db, options.slug, options.adminId);
  return toBranding(organisation);
}

export async function updateOrganisationBranding(
  db: DbOrTx,
  options: {
    adminId: string;
    slug: string;
    input: z.output<typeof updateOrganisationBrandingSchema>;
    audit: AuditContext;
  },
): Promise<OrganisationBranding> {
  const { input } = options;
  return db.transaction(async (tx) => {
    const { community, organisation } = await adminStanding(tx, options.slug, options.adminId, true);
    if (input.logoId !== null && !(await isImageStored(tx, input.logoId))) {
      throw new AppError(errorCodes.validation, 'organisations.uploadTheLogoAgain', { status: 422 });
    }
    const changes = { displayName: input.displayName, logoHash: input.logoId, accent: input.accent };
    await updateOrganisation(tx, community.id, changes);
    await recordAuditEvent(tx, {
      event: 'organisation_branding_changed',
      actorId: options.adminId,
      details: { communityId: community.id, ...changes },
      ...options.audit,
    });
    return toBranding({ ...organisation, ...changes });
  });
}

/**
 * Checks the caller is an admin of an organisation whose owner is on Enterprise, before an upload is read.
 */
export async function assertCanBrand(db: DbOrTx, options: { adminId: string; slug: string }) {
  await adminStanding(db, options.slug, options.adminId);
}
