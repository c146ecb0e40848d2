import { and, eq, isNull } from 'drizzle-orm';
import type { PrivacySettings } from '@skillswap/contracts/privacy/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

const settingsColumns = {
  show_email: profiles.showEmail,
  show_location_detail: profiles.showLocationDetail,
  profile_visibility: profiles.profileVisibility,
  visibleToPartners: profiles.visibleToPartners,
};

export async function findPrivacySettings(db: DbOrTx, memberId: string): Promise<PrivacySettings | null> {
  const [row] = await db
    .select(settingsColumns)
    .from(profiles)
    .where(and(eq(profiles.id, memberId), isNull(profiles.deletedAt)));
  return row ?? null;
}
