import type { OrganisationBranding } from '@skillswap/contracts/communities/schemas';
import type { DbOrTx } from '../../db/client.ts';
import type { BrandLook } from '../../lib/mail/mail-layout.ts';
import {
  findOrganisation,
  isOwnerOnEnterprise,
  type OrganisationRow,
} from './organisation-reads.repository.ts';

// What an organisation's white-label branding shows (ADR 140). The community page and
// notices show it, so it stays in communities; the organisations module's admin actions and invitation mail
// read it through communities' index (ADR 196).

export const logoUrlOf = (hash: string) => `/api/avatars/${hash}.webp`;

/** The branding as saved, shown or not. */
export function toBranding(row: OrganisationRow): OrganisationBranding {
  return {
    displayName: row.displayName,
    logoUrl: row.logoHash ? logoUrlOf(row.logoHash) : null,
    accent: row.accent,
  };
}

const isBranded = (row: OrganisationRow) =>
  row.displayName !== null || row.logoHash !== null || row.accent !== null;

/**
 * The branding an organisation's pages and mails carry: none unless something was set and the owning account
 * is on Enterprise now. A lapse hides it and deletes nothing; it shows again when the plan returns.
 */
export async function findShownBranding(
  db: DbOrTx,
  organisation: OrganisationRow | null,
): Promise<OrganisationBranding | null> {
  if (!organisation || !isBranded(organisation)) return null;
  if (!(await isOwnerOnEnterprise(db, organisation.accountId))) return null;
  return toBranding(organisation);
}

/** The shown branding of the organisation a community is, if it is one. */
export async function findCommunityBranding(db: DbOrTx, communityId: string) {
  return findShownBranding(db, await findOrganisation(db, communityId));
}

/** The look of a mail about the organisation: its name, its logo at the public address, its accent. */
export async function findMailBrand(
  db: DbOrTx,
  options: { organisation: OrganisationRow; communityName: string; publicUrl: string },
): Promise<BrandLook | undefined> {
  const branding = await findShownBranding(db, options.organisation);
  if (!branding) return undefined;
  return {
    name: branding.displayName ?? options.communityName,
    logoUrl: branding.logoUrl ? `${options.publicUrl.replace(/\/$/, '')}${branding.logoUrl}` : null,
    accent: branding.accent,
  };
}
