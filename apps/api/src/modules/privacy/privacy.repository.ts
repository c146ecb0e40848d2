import { and, eq, isNull } from 'drizzle-orm';
import type { PrivacySettings, UpdatePrivacySettingsInput } from '@skillswap/contracts/privacy';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

const settingsColumns = {
  show_email: profiles.showEmail,
  show_location_detail: profiles.showLocationDetail,
  profile_visibility: profiles.profileVisibility,
};

export async function findPrivacySettings(db: DbOrTx, memberId: string): Promise<PrivacySettings | null> {
  const [row] = await db
    .select(settingsColumns)
    .from(profiles)
    .where(and(eq(profiles.id, memberId), isNull(profiles.deletedAt)));
  return row ?? null;
}

/** Changes only the settings given; answers the saved settings, or null when the profile is gone. */
export async function updatePrivacySettings(
  db: DbOrTx,
  memberId: string,
  input: UpdatePrivacySettingsInput,
  now: Date,
): Promise<PrivacySettings | null> {
  const [row] = await db
    .update(profiles)
    .set({
      ...(input._show_email === undefined ? {} : { showEmail: input._show_email }),
      ...(input._show_location_detail === undefined
        ? {}
        : { showLocationDetail: input._show_location_detail }),
      ...(input._profile_visibility === undefined ? {} : { profileVisibility: input._profile_visibility }),
      updatedAt: now,
    })
    .where(and(eq(profiles.id, memberId), isNull(profiles.deletedAt)))
    .returning(settingsColumns);
  return row ?? null;
}
