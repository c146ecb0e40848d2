import type { AccentColour, Branding } from '@skillswap/contracts/organisations/branding';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getProfileDetail } from '../profiles/index.ts';
import {
  findBranding,
  isImageStored,
  saveBranding,
  showsPortfolio,
  type BrandingRow,
} from './portfolio.repository.ts';

const unbranded: Branding = { accent: null, coverUrl: null };

function toBranding(row: BrandingRow | null): Branding {
  if (!row) return unbranded;
  return {
    accent: row.accent as AccentColour | null,
    coverUrl: row.coverHash ? `/api/avatars/${row.coverHash}.webp` : null,
  };
}

export async function getMyBranding(db: Db, memberId: string): Promise<Branding> {
  return toBranding(await findBranding(db, memberId));
}

export async function updateBranding(
  db: Db,
  memberId: string,
  input: { accent: AccentColour | null; coverId: string | null },
  now: Date,
): Promise<Branding> {
  if (input.coverId !== null && !(await isImageStored(db, input.coverId))) {
    throw new AppError(errorCodes.validation, 'portfolio.uploadTheCoverImage', {
      status: 422,
    });
  }
  return toBranding(
    await saveBranding(db, { memberId, accent: input.accent, coverHash: input.coverId, now }),
  );
}

/**
 * The branding a public profile shows: 404 where the profile itself is, and none while the owner's plan is
 * below Premium; what they chose is kept for when it returns (ADR 113), as the portfolio is.
 */
export async function getProfileBranding(
  db: Db,
  profileId: string,
  viewerId: string | null,
): Promise<Branding> {
  await getProfileDetail(db, { id: profileId, viewerId });
  if (!(await showsPortfolio(db, profileId))) return unbranded;
  return getMyBranding(db, profileId);
}
